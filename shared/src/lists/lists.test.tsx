import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mockAllIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { act } from '@testing-library/react';
import { renderWithApp } from '@broker/shared/test-utils';
import { flattenPages, nextOffset } from './pages';
import { nextSort, sortDirection } from './sort';
import { InfiniteSentinel } from './infinite-sentinel';

describe('sort cycle (cabinet §4)', () => {
  it.each([
    [undefined, 'date', 'date', 'ascending'],
    ['date', 'date', '-date', 'descending'],
    ['-date', 'date', 'date', 'ascending'],
    ['-date', 'title', 'title', 'ascending'],
  ] as const)('%s + click %s → %s', (current, column, next, dir) => {
    const sorted = nextSort(current, column);
    expect(sorted).toBe(next);
    expect(sortDirection(sorted, column)).toBe(dir);
    expect(sortDirection(sorted, 'other')).toBe('none');
  });
});

describe('paging', () => {
  const page = (n: number, next: string | null) => ({
    next,
    results: Array.from({ length: n }, (_, i) => ({ id: `${next}-${i}` })),
  });
  it('next offset is what is loaded so far; none when the server has no next page', () => {
    const p1 = page(20, 'u2');
    const p2 = page(20, 'u3');
    expect(nextOffset(p1, [p1])).toBe(20);
    expect(nextOffset(p2, [p1, p2])).toBe(40);
    expect(nextOffset(page(8, null), [p1, p2, page(8, null)])).toBeUndefined();
  });
  it('flattens pages, dropping a repeat pushed over a page boundary', () => {
    const data = {
      pages: [
        { next: 'x', results: [{ id: 1 }, { id: 2 }] },
        { next: null, results: [{ id: 2 }, { id: 3 }] },
      ],
    };
    expect(flattenPages(data).map((x) => x.id)).toEqual([1, 2, 2, 3]);
    expect(flattenPages(data, (x) => x.id).map((x) => x.id)).toEqual([1, 2, 3]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});

// jsdom has no IntersectionObserver: component tests of infinite lists mock it like this
beforeAll(() => setupIntersectionMocking(vi.fn));
afterAll(() => resetIntersectionMocking());

describe('InfiniteSentinel', () => {
  it.each([
    [true, false, 1],
    [false, false, 0], // nothing more on the server
    [true, true, 0], // a page is loading: no second request
  ])('hasMore=%s loading=%s → %i loads when visible', async (hasMore, loading, calls) => {
    const onVisible = vi.fn();
    renderWithApp(<InfiniteSentinel hasMore={hasMore} loading={loading} onVisible={onVisible} />);
    act(() => mockAllIsIntersecting(true));
    await act(async () => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(onVisible).toHaveBeenCalledTimes(calls);
  });
});

describe('InfiniteSentinel after a page renders', () => {
  it('does not load again when the new rows pushed it out of reach (one scroll, one page)', async () => {
    const onVisible = vi.fn();
    const { rerender } = renderWithApp(<InfiniteSentinel hasMore loading onVisible={onVisible} />);
    act(() => mockAllIsIntersecting(true));
    const far = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);
    rerender(<InfiniteSentinel hasMore loading={false} onVisible={onVisible} />);
    await act(async () => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    expect(onVisible).not.toHaveBeenCalled();
    far.mockRestore();
  });
});
