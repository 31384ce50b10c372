/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input between
 * two pieces of start-up work. Lighthouse's total blocking time (and a phone's responsiveness) counts
 * every task over 50 ms: start-up run as one task of 130 ms costs 80 ms, the same work in slices
 * of 20 ms costs nothing. `await` alone does not end a task (a resolved promise continues in the same
 * task's microtasks); `scheduler.yield()` does and keeps the continuation ahead of other queued tasks.
 * Where it is missing, a message to ourselves: unlike a zero timeout it is not held back to once a
 * second in a background tab (a page opened in a new tab would start many seconds late).
 */
interface Scheduler {
  yield?: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
