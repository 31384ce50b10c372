import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  passwordAskResponseSchema,
  type PasswordAskRequest,
  type PasswordAskResponse,
} from '@broker/shared/contracts';
import { authKeys } from '../../../api/query-keys';

/** POST {api}/auth/password/ask/: emails the reset link and starts the optional code step. */
export function askPasswordReset(body: PasswordAskRequest): Promise<PasswordAskResponse> {
  return sendJson('api', 'post', API_PATHS.passwordAsk, body, passwordAskResponseSchema);
}

export function useAskPasswordReset() {
  return useMutation({ mutationKey: authKeys.askPasswordReset(), mutationFn: askPasswordReset });
}
