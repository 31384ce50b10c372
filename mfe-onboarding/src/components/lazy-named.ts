import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a named export: `lazyNamed(() => import('./x'), 'X')`. Modals and later steps of a
 * screen come through this, so their code (and what only they import: the code dialog, their forms'
 * schemas) is downloaded and run when they open, not while the page starts (issue 21 item 5). Render
 * them inside a local <Suspense>: without one, the remote slot's boundary would blank the whole screen
 * while the chunk arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the component's own props type flows through M[K]
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
