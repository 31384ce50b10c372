import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  registerResponseSchema,
  type RegisterRequest,
  type RegisterResponse,
} from '@broker/shared/contracts';
import { authKeys } from '../../../api/query-keys';

/** POST {api}/auth/register/: the contacts; the answer says whether SMS codes are available. */
export function registerAccount(body: RegisterRequest): Promise<RegisterResponse> {
  return sendJson('api', 'post', API_PATHS.register, body, registerResponseSchema);
}

export function useRegisterAccount() {
  return useMutation({ mutationKey: authKeys.register(), mutationFn: registerAccount });
}
