/**
 * What a remote may declare as an early GET (`defineRemoteApp({ earlyGets })`): a path on the api base,
 * without a query. A URL of its own (a scheme, `//host`) would send the stored token elsewhere; a query
 * is never part of a screen's first call. One rule for the build that reads the declaration
 * (build/read-area-pages.tsx) and the server that puts it into a page (request/early-gets.ts).
 */
export function isEarlyGetPath(path: string): boolean {
  return !/^[a-z][a-z\d+.-]*:|^\/\/|[?#]/i.test(path);
}
