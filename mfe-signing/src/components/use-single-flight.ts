import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so a second call while the first runs is ignored. A disabled button is not
 * enough: a double click delivers both clicks before React re-renders the button as disabled.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>): (...args: A) => Promise<void> {
  const locked = useRef(false);
  const actionRef = useRef(action);
  actionRef.current = action;
  return useCallback(async (...args: A) => {
    if (locked.current) return;
    locked.current = true;
    try {
      await actionRef.current(...args);
    } finally {
      locked.current = false;
    }
  }, []);
}
