/**
 * Resolves once the browser has painted a frame: a requestAnimationFrame callback runs just before a
 * frame is painted, a task queued from it runs after. Hidden pages get no frames (rAF is paused in
 * background tabs), so a timer caps the wait: the app never waits for the tab to be shown.
 */
export function afterFirstPaint(capMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, capMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(cap);
        resolve();
      }, 0),
    );
  });
}
