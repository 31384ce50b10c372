import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so a second call while the first runs is ignored: a double click sends one
 * request. A disabled button is not enough — a double click delivers both clicks before React
 * re-renders the button as disabled. When the action resolves to `true` the form is done (signed in,
 * saved, navigating away): the guard stays shut, so a click landing after a fast answer sends nothing.
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
): (...args: A) => Promise<void> {
  const locked = useRef(false);
  const actionRef = useRef(action);
  actionRef.current = action;
  return useCallback(async (...args: A) => {
    if (locked.current) return;
    locked.current = true;
    let done = false;
    try {
      done = (await actionRef.current(...args)) === true;
    } finally {
      if (!done) locked.current = false;
    }
  }, []);
}
