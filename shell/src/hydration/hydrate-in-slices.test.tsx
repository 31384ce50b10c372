import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from './hydrate-in-slices';

const ITEMS = 30;
let hydrated = 0;
let seenByTimer = -1;

/** Each item keeps the CPU busy for 2 ms while it renders, as a slow phone would. */
function Busy({ count }: { count: boolean }) {
  const until = performance.now() + 2;
  while (performance.now() < until) {
    /* busy */
  }
  if (count && ++hydrated === 1) setTimeout(() => (seenByTimer = hydrated), 0); // the browser's next turn
  return <li>item</li>;
}
const page = (count: boolean) => (
  <ul>
    {Array.from({ length: ITEMS }, (_, i) => (
      <Busy key={i} count={count} />
    ))}
  </ul>
);

describe('hydrateInSlices', () => {
  it('yields to the browser while hydrating: a timer set when hydration starts fires before it ends', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false));
    document.body.append(container);
    hydrateInSlices(container, page(true));
    const until = Date.now() + 5000;
    while ((hydrated < ITEMS || seenByTimer < 0) && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(hydrated).toBe(ITEMS);
    expect(container.querySelectorAll('li')).toHaveLength(ITEMS);
    // one long task (60 ms) would have hydrated every item before the timer's turn
    expect(seenByTimer).toBeGreaterThan(0);
    expect(seenByTimer).toBeLessThan(ITEMS);
  });
});
