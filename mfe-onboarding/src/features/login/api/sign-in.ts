import { useMutation } from '@tanstack/react-query';
import { login, type LoginInput } from '@broker/shared/session';
import { authKeys } from '../../../api/query-keys';

/**
 * POST {auth}/auth/token/ through the shared client, which stores the tokens and emits `auth:login`;
 * the SHELL then loads user info and applies the redirect rule, so this screen never navigates itself.
 */
export function useSignIn() {
  return useMutation({
    mutationKey: authKeys.login(),
    mutationFn: (input: LoginInput) => login(input),
  });
}
