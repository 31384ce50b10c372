import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { getI18n } from '@broker/shared/i18n';
import { isApiError } from '@broker/shared/api';
import { whenIdle } from './when-idle';

/**
 * Toasts without the toast library on the first page's path: sonner (~10 KB brotli, and a stylesheet it
 * injects when evaluated) loads with the shell's Toaster once the page is idle, or at the first toast,
 * not before the login page is usable (docs/performance.md). Every toast goes through `notify` (or
 * `toastError`): code importing sonner itself would put it back on the path of the page it is on.
 * A toast asked for before the Toaster is mounted mounts it at once, and is shown when it is (sonner's
 * Toaster replays the toasts still active when it subscribes): none is lost.
 */
const sonner = () => import('sonner');

/** Set once a toast was asked for: the Toaster then mounts at once instead of when the page is idle. */
let wanted = false;
const wantListeners = new Set<() => void>();

function show(kind: 'error' | 'success', message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of wantListeners) listener();
  }
  void sonner().then(({ toast }) => toast[kind](message));
}

/** A toast in the shell's one Toaster (bottom-centre, 5 s, at most 5: the shell's props). */
export const notify = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
};

/**
 * The spec's generic failure toasts: 'Check your internet connection' when there was no answer,
 * 'Something went wrong' otherwise (or the given i18n key). The shell mounts the one Toaster
 * (bottom-centre, 5 s, at most 5). 401/503/session errors toast nothing: the shell navigates.
 */
export function toastError(error?: unknown, fallbackKey = 'common:errors.generic'): void {
  if (isApiError(error) && (error.status === 401 || error.status === 503 || error.kind === 'session')) return;
  const t = getI18n().t;
  notify.error(isApiError(error) && error.isNetwork ? t('common:errors.network') : t(fallbackKey));
}

const SonnerToaster = lazy(() => sonner().then((m) => ({ default: m.Toaster })));

/**
 * The app's one Toaster (the shell mounts it; a remote's standalone dev page too), loaded after the
 * start-up: once the page has loaded, `settled` (the shell: its page's data is in) and the main thread
 * is idle, or at once when a toast is asked for before that. Nothing in the first render (the server's
 * HTML has no Toaster: hydration matches).
 */
export function LazyToaster({ settled, ...props }: ToasterProps & { settled?: () => Promise<void> }) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (on) return;
    let live = true;
    const now = () => live && setOn(true);
    if (wanted) {
      now();
      return;
    }
    wantListeners.add(now);
    let cancel: () => void = () => undefined;
    void (settled ? settled() : Promise.resolve()).then(() => {
      if (live) cancel = whenIdle(now);
    });
    return () => {
      live = false;
      wantListeners.delete(now);
      cancel();
    };
  }, [on, settled]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
