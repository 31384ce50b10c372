/** cabinet §9: documents, requests, confirmations and messages come 20 per page. */
export const PAGE_SIZE = 20;

interface Page<T> {
  next: string | null;
  results: T[];
}

/**
 * `getNextPageParam` for `useInfiniteQuery` over the spec's list responses (limit/offset paging): the
 * next offset is what is loaded so far, or undefined when the server says there is no next page.
 */
export function nextOffset<T>(lastPage: Page<T>, allPages: ReadonlyArray<Page<T>>): number | undefined {
  if (!lastPage.next) return undefined;
  return allPages.reduce((n, p) => n + p.results.length, 0);
}

/** The loaded pages as one list (an item pushed to page 1 by a live update may repeat: first wins). */
export function flattenPages<T>(
  data: { pages: ReadonlyArray<Page<T>> } | undefined,
  key?: (item: T) => string | number,
): T[] {
  const all = data?.pages.flatMap((p) => p.results) ?? [];
  if (!key) return all;
  const seen = new Set<string | number>();
  return all.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
