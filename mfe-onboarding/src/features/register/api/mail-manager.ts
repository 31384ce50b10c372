import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@broker/shared/api';
import { API_PATHS, mailManagerResponseSchema, type MailManagerRequest } from '@broker/shared/contracts';
import { authKeys } from '../../../api/query-keys';

/** POST {api}/auth/mail_manager/: ask a manager to get in touch; 429 = already asked (§8). */
export function mailManager(body: MailManagerRequest) {
  return sendJson('api', 'post', API_PATHS.mailManager, body, mailManagerResponseSchema);
}

export function useMailManager() {
  return useMutation({ mutationKey: authKeys.mailManager(), mutationFn: mailManager });
}
