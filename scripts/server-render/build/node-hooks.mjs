/**
 * Module hooks for rendering the app's React code in Node at build time (prerender-*.tsx): style
 * sheets are the browser's business, so a `.css` import becomes an empty module.
 */
export async function resolve(specifier, context, next) {
  if (/\.css(\?.*)?$/.test(specifier)) return { url: 'data:text/javascript,export default {}', shortCircuit: true };
  return next(specifier, context);
}
