import { useCallback } from 'react';
import { bus } from '@broker/shared/events';
import { useRouteNav } from '@broker/shared/routes';
import { STEP_STORAGE_KEY } from '../model/step-nav';

/**
 * After the last step's save, which is the final submit (sandbox README "Flow state"): the next visit
 * of the form starts over, the shell reloads the user (now FULL), and the final page opens. Not a
 * session re-check: the redirect rule would send a resident straight to the cabinet, and onboarding §2
 * says the last step leads to the final page (whose button leads residents there).
 */
export function useFinishApplication(): () => void {
  const nav = useRouteNav();
  return useCallback(() => {
    try {
      sessionStorage.removeItem(STEP_STORAGE_KEY);
    } catch {
      // storage blocked: nothing was kept either
    }
    bus.emit('user:changed', { reason: 'application-sent' });
    nav('register-final-page', { replace: true });
  }, [nav]);
}
