import { useEffect, useState } from 'react';

/** §9: countdowns tick every 1 s. */
export const TICK_MS = 1000;

/**
 * Whole seconds left until `deadline` (epoch ms), re-rendering every second while it runs. Counting
 * against a deadline, not decrementing a number, keeps the timer right when the tab was asleep.
 */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (deadline === null || deadline <= Date.now()) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(id);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [deadline]);
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
