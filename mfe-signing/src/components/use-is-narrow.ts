import { useSyncExternalStore } from 'react';
import { breakpoints } from '@broker/shared/ui';

const QUERY = `(max-width: ${breakpoints.mobile - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True under the spec's mobile width (600 px, §9); follows rotation and resizing. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches,
    () => false,
  );
}
