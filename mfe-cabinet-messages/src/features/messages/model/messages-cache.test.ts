import { describe, expect, it } from 'vitest';
import type { Message, MessagesResponse } from '@broker/shared/contracts';
import {
  flattenMessages,
  loadedCount,
  prependArrivals,
  setAllRead,
  setMessageRead,
  type MessagesData,
} from './messages-cache';

const msg = (id: number, was_read = true): Message => ({
  id,
  title: `m${id}`,
  text: '<p>x</p>',
  received: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
  message_type: 'SYSTEM',
  was_read,
});
/** ids newest first, split into pages of the given sizes; count = total on the server */
function data(sizes: number[], count: number, firstId = 1000): MessagesData {
  let id = firstId;
  const pages: MessagesResponse[] = sizes.map((n) => ({
    count,
    next: null,
    previous: null,
    is_unread: false,
    results: Array.from({ length: n }, () => msg(id--)),
  }));
  return { pages, pageParams: sizes.map((_, i) => i * 20) };
}
const ids = (d: MessagesData) => d.pages.map((p) => p.results.map((m) => m.id));

describe('prependArrivals (cabinet §4: prepend the newest, drop the last when the page is full)', () => {
  const cases: Array<{
    name: string;
    sizes: number[];
    count: number;
    latest: Message[];
    sizesAfter: number[];
    top: number[];
    dropped: number[];
  }> = [
    {
      name: 'one full page: one on top, the last drops',
      sizes: [20],
      count: 50,
      latest: [msg(1001, false), msg(1000)],
      sizesAfter: [20],
      top: [1001, 1000],
      dropped: [981],
    },
    {
      name: 'three pages, last not full: grows, nothing drops',
      sizes: [20, 20, 10],
      count: 50,
      latest: [msg(1001, false), msg(1000)],
      sizesAfter: [20, 20, 11],
      top: [1001, 1000],
      dropped: [],
    },
    {
      name: 'two full pages: the overflow moves down, the very last drops',
      sizes: [20, 20],
      count: 50,
      latest: [msg(1001, false), msg(1000)],
      sizesAfter: [20, 20],
      top: [1001, 1000],
      dropped: [961],
    },
    {
      name: 'two at once, in server order',
      sizes: [20],
      count: 30,
      latest: [msg(1002, false), msg(1001, false), msg(1000)],
      sizesAfter: [20],
      top: [1002, 1001, 1000],
      dropped: [982, 981],
    },
    {
      name: 'empty list: the first message appears',
      sizes: [0],
      count: 0,
      latest: [msg(1001, false)],
      sizesAfter: [1],
      top: [1001],
      dropped: [],
    },
  ];
  it.each(cases)('$name', ({ sizes, count, latest, sizesAfter, top, dropped }) => {
    const before = data(sizes, count);
    const out = prependArrivals(before, latest, 20);
    expect(out.kind).toBe('added');
    if (out.kind !== 'added') return;
    expect(out.data.pages.map((p) => p.results.length)).toEqual(sizesAfter);
    expect(
      flattenMessages(out.data)
        .slice(0, top.length)
        .map((m) => m.id),
    ).toEqual(top);
    const kept = new Set(flattenMessages(out.data).map((m) => m.id));
    for (const id of dropped) expect(kept.has(id)).toBe(false);
    expect(out.data.pages.every((p) => p.count === count + out.added.length)).toBe(true);
    expect(out.data.pages[0]?.is_unread).toBe(true);
    // the next page starts exactly where the loaded ones end
    expect(loadedCount(out.data.pages)).toBe(loadedCount(before.pages) + out.added.length - dropped.length);
  });

  it('a repeated event (newest already shown) changes nothing', () => {
    expect(prependArrivals(data([20], 50), [msg(1000), msg(999)], 20)).toEqual({ kind: 'none' });
  });

  it('more new ones than a page holds: reload instead of guessing', () => {
    const latest = Array.from({ length: 20 }, (_, i) => msg(2000 - i, false));
    expect(prependArrivals(data([20], 50), latest, 20)).toEqual({ kind: 'reload' });
  });

  it('under "only unread", messages read meanwhile are gone from the answer but stay on screen', () => {
    const out = prependArrivals(data([2], 2), [msg(1001, false)], 20);
    expect(out.kind === 'added' && flattenMessages(out.data).map((m) => m.id)).toEqual([1001, 1000, 999]);
  });

  it('nothing loaded yet: reload', () => {
    expect(prependArrivals(undefined, [msg(1)], 20)).toEqual({ kind: 'reload' });
  });
});

describe('read markers in the cache', () => {
  it('marks one read and back', () => {
    const d = data([3], 3);
    d.pages[0]!.results[1] = msg(999, false);
    const read = setMessageRead(d, 999, true)!;
    expect(read.pages[0]!.results[1]!.was_read).toBe(true);
    expect(setMessageRead(read, 999, false)!.pages[0]!.results[1]!.was_read).toBe(false);
  });

  it('marks all read and clears is_unread on every page', () => {
    const d = data([2, 2], 4);
    d.pages[1]!.results[0] = msg(998, false);
    d.pages[1]!.is_unread = true;
    const all = setAllRead(d)!;
    expect(flattenMessages(all).every((m) => m.was_read)).toBe(true);
    expect(all.pages.every((p) => !p.is_unread)).toBe(true);
    expect(ids(all)).toEqual(ids(d));
  });

  it('flatten shows an id once even when two pages overlap', () => {
    const d = data([2, 2], 4);
    d.pages[1]!.results[0] = msg(1000);
    expect(flattenMessages(d).map((m) => m.id)).toEqual([1000, 999, 997]);
  });
});
