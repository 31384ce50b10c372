/**
 * Calls `then` once the page has loaded and the main thread has a quiet moment (at most `maxMs` after the
 * load; a 200 ms timeout where there is no requestIdleCallback); returns a cancel. For work that must not
 * compete with the page's start-up: the toast library (toast.tsx), the next cabinet areas' files (the shell).
 */
export function whenIdle(then: () => void, maxMs = 2000): () => void {
  let cancelIdle: () => void = () => undefined;
  const start = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => then(), { timeout: maxMs });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(then, 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
  return () => {
    removeEventListener('load', start);
    cancelIdle();
  };
}
