import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The one idiom for a remote's lazy screens and parts: `lazyNamed(() => import('./x-screen'), 'XScreen')`
 * — React.lazy for a named export (a remote's modules export by name only; lint keeps `lazy` itself out
 * of the remotes). A screen loaded this way downloads its code (and what only it imports: the form kit,
 * a dialog's schemas) on its first visit; a modal or later step, when it opens. Render a part inside a
 * local <Suspense>: without one, the shell's remote slot would blank the whole screen meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the component's own props type flows through M[K]
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
