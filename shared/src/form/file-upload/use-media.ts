import { useSyncExternalStore } from 'react';
import { breakpoints } from '@broker/shared/ui';

const QUERY = `(max-width: ${breakpoints.mobile - 1}px)`;

/** Under 600 px (onboarding §9 mobile threshold); false where matchMedia is missing (jsdom). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const mq = window.matchMedia(QUERY);
      mq.addEventListener('change', notify);
      return () => mq.removeEventListener('change', notify);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches,
    () => false,
  );
}
