/**
 * `@broker/shared/lists`: what the cabinet's long lists share (documents, requests, confirmations,
 * messages): the page size, infinite-scroll paging over the spec's list responses, the sort cycle,
 * the date as a list shows it.
 * Loaded only by remotes with lists, never by the login page.
 */
export { PAGE_SIZE, nextOffset, flattenPages } from './pages';
export { nextSort, sortDirection } from './sort';
export { formatDate } from './format-date';
export { InfiniteSentinel } from './infinite-sentinel';
export type { InfiniteSentinelProps } from './infinite-sentinel';
