import { sendJson } from '@broker/shared/api';
import {
  API_PATHS,
  passwordCheckCodeResponseSchema,
  type PasswordCheckCodeRequest,
  type PasswordCheckCodeResponse,
} from '@broker/shared/contracts';

/**
 * POST {api}/auth/password/check_code/: a right code yields the uid/token pair of the emailed link.
 * Called by the one-time-code dialog (it owns pending state and errors), so no mutation hook here.
 */
export function checkResetCode(body: PasswordCheckCodeRequest): Promise<PasswordCheckCodeResponse> {
  return sendJson('api', 'post', API_PATHS.passwordCheckCode, body, passwordCheckCodeResponseSchema);
}
