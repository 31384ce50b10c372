import { toast } from 'sonner';
import { getI18n } from '@broker/shared/i18n';
import { isApiError } from '@broker/shared/api';

/**
 * The spec's generic failure toasts: 'Check your internet connection' when there was no answer,
 * 'Something went wrong' otherwise (or the given i18n key). The shell mounts the one Toaster
 * (bottom-centre, 5 s, at most 5). 401/503/session errors toast nothing: the shell navigates.
 */
export function toastError(error?: unknown, fallbackKey = 'common:errors.generic'): void {
  if (isApiError(error) && (error.status === 401 || error.status === 503 || error.kind === 'session')) return;
  const t = getI18n().t;
  toast.error(isApiError(error) && error.isNetwork ? t('common:errors.network') : t(fallbackKey));
}
