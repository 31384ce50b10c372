import { useEffect, useState } from 'react';

/** §5/§9: text inputs are debounced 300 ms. */
export const INPUT_DEBOUNCE_MS = 300;

/**
 * The value as it was `delay` ms after the last change: live hints and server checks follow the
 * user's pause instead of every keystroke.
 */
export function useDebouncedValue<T>(value: T, delay: number = INPUT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}
