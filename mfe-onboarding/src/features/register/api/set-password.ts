import { useMutation } from '@tanstack/react-query';
import { saveTokens } from '@broker/shared/session';
import { sendForm } from '@broker/shared/api';
import { API_PATHS, setPasswordResponseSchema, type SetPasswordRequest } from '@broker/shared/contracts';
import { authKeys } from '../../../api/query-keys';

/**
 * POST {api}/auth/register/set_password/ (form data, §7) and save the tokens it answers with: the
 * shared client stores them and emits `auth:login` (the shell then loads user info).
 */
export async function setRegistrationPassword(body: SetPasswordRequest): Promise<void> {
  const tokens = await sendForm('api', API_PATHS.registerSetPassword, { ...body }, setPasswordResponseSchema);
  await saveTokens(tokens);
}

export function useSetRegistrationPassword() {
  return useMutation({ mutationKey: authKeys.setPassword(), mutationFn: setRegistrationPassword });
}
