import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so a second call while the first runs is ignored. A disabled button is not
 * enough: a double click delivers both clicks before React re-renders the button as disabled.
 */
export function useSingleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R>): (...args: A) => Promise<R | undefined> {
  const locked = useRef(false);
  const actionRef = useRef(action);
  actionRef.current = action;
  return useCallback(async (...args: A) => {
    if (locked.current) return undefined;
    locked.current = true;
    try {
      return await actionRef.current(...args);
    } finally {
      locked.current = false;
    }
  }, []);
}
