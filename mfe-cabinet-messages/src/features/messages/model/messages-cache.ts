import type { InfiniteData } from '@tanstack/react-query';
import type { Message, MessagesResponse } from '@broker/shared/contracts';
import { flattenPages } from '@broker/shared/lists';

/** The cached pages of one messages list (react-query infinite data; page params are offsets). */
export type MessagesData = InfiniteData<MessagesResponse>;

export function loadedCount(pages: readonly MessagesResponse[]): number {
  return pages.reduce((n, p) => n + p.results.length, 0);
}

/** The loaded messages in order; an id seen twice (a page fetched while the list shifted) shows once. */
export function flattenMessages(data: MessagesData | undefined): Message[] {
  return flattenPages(data, (m) => m.id);
}

function mapMessages(data: MessagesData | undefined, fn: (m: Message) => Message): MessagesData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, results: p.results.map(fn) })) };
}

export function setMessageRead(data: MessagesData | undefined, id: number, read: boolean): MessagesData | undefined {
  return mapMessages(data, (m) => (m.id === id && m.was_read !== read ? { ...m, was_read: read } : m));
}

export function setAllRead(data: MessagesData | undefined): MessagesData | undefined {
  const read = mapMessages(data, (m) => (m.was_read ? m : { ...m, was_read: true }));
  return read && { ...read, pages: read.pages.map((p) => ({ ...p, is_unread: false })) };
}

export type Arrival =
  | { kind: 'added'; data: MessagesData; added: Message[] }
  | { kind: 'none' }
  /** more arrived than one page shows (or nothing to attach to): reload the list instead */
  | { kind: 'reload' };

/**
 * A live `messages` event (cabinet §4): the newest messages go on top and, when the page is full,
 * the last ones drop off, so every loaded page keeps its size and the next page's offset stays right
 * (the dropped message is the first one of the next page). `latest` is a fresh first page.
 */
export function prependArrivals(data: MessagesData | undefined, latest: readonly Message[], pageSize: number): Arrival {
  if (!data || data.pages.length === 0) return { kind: 'reload' };
  const current = flattenMessages(data);
  const known = new Set(current.map((m) => m.id));
  // by time, not by overlap: under "only unread" the messages just read are gone from the server's
  // answer, yet they stay on screen
  const newest = current[0] ? Date.parse(current[0].received) : Number.NEGATIVE_INFINITY;
  const added = latest.filter((m) => !known.has(m.id) && Date.parse(m.received) >= newest);
  if (added.length === 0) return { kind: 'none' };
  // a whole page of new ones: there may be more behind it than one answer shows
  if (added.length >= pageSize) return { kind: 'reload' };

  const all = [...added, ...current];
  const lastIndex = data.pages.length - 1;
  let start = 0;
  const pages = data.pages.map((page, i) => {
    const size = i === lastIndex ? pageSize : page.results.length;
    const results = all.slice(start, start + size);
    start += size;
    return {
      ...page,
      results,
      count: page.count + added.length,
      is_unread: page.is_unread || added.some((m) => !m.was_read),
    };
  });
  return { kind: 'added', data: { ...data, pages }, added };
}
