import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

/**
 * Hydrates the server's HTML in slices. React hydrates a root created outside a transition at the
 * default priority, which it renders in one go: on a phone-class CPU the whole page's hydration was
 * one long task, right after first paint, and it counted in full against total blocking time.
 * Started inside a transition it is concurrent work that yields to the browser every few
 * milliseconds; input on the page still wins (React hydrates the part the user touches first), and
 * what the user sees does not change: the HTML is already there.
 */
export function hydrateInSlices(container: Element, app: ReactNode, options?: HydrationOptions): Root {
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, app, options);
  });
  return root;
}
