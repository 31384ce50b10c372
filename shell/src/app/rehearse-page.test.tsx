import { afterEach, describe, expect, it, vi } from 'vitest';
import { use, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, type RouteObject } from 'react-router-dom';
import { createI18n } from '@broker/shared/i18n';
import { InRehearsal } from '../remotes/loading/rehearsal';
import { queryClient } from './providers';
import { REHEARSAL_MARK, rehearsePage } from './rehearse-page';

const seen = { effects: 0, fetches: 0, renders: [] as string[] };
afterEach(() => {
  Object.assign(seen, { effects: 0, fetches: 0, renders: [] });
  performance.clearMarks();
  queryClient.clear();
  document.body.innerHTML = '';
});

/** A screen as the remotes write them: translations, the router, a query, an effect. */
function Screen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rehearsal = use(InRehearsal);
  useQuery({
    queryKey: ['rehearsal-test'],
    queryFn: () => {
      seen.fetches += 1;
      return 1;
    },
  });
  useEffect(() => {
    seen.effects += 1;
    document.title = 'changed by an effect';
  }, []);
  seen.renders.push(`${pathname} ${String(rehearsal)}`);
  return <h1 data-testid="screen-x">{t('app.loading')}</h1>;
}

function Throws(): never {
  throw new Error('a screen that fails');
}

const routes: RouteObject[] = [
  { path: '/uk/x', element: <Screen /> },
  { path: '/uk/empty', element: null },
  { path: '/uk/throws', element: <Throws />, errorElement: <p>error</p> },
];
const i18n = createI18n({ lng: 'uk' });

describe('a rehearsal (the page rendered once ahead, hidden)', () => {
  it('renders the page the path names, with the app’s router, i18n and QueryClient, and marks it', async () => {
    await expect(rehearsePage(i18n, '/uk/x', { routes })).resolves.toBe(true);
    expect(seen.renders).toContain('/uk/x true');
    expect(performance.getEntriesByName(`${REHEARSAL_MARK} /uk/x`)).toHaveLength(1);
  });

  it('runs no effect: no request, no title change; nothing is added to the document and nothing stays', async () => {
    document.title = 'Profile';
    const before = document.body.innerHTML;
    await rehearsePage(i18n, '/uk/x', { routes });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toMatchObject({ effects: 0, fetches: 0 });
    expect(document.title).toBe('Profile');
    expect(document.body.innerHTML).toBe(before);
    expect(queryClient.isFetching()).toBe(0);
  });

  it('a page that throws is dropped quietly: the visitor’s own render reports its errors', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors = vi.fn();
    window.addEventListener('error', errors);
    try {
      await rehearsePage(i18n, '/uk/throws', { routes });
      expect(logged).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      window.removeEventListener('error', errors);
    }
  });

  it('a page that renders nothing is given up after maxMs, unmarked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const done = rehearsePage(i18n, '/uk/empty', { routes, maxMs: 500 });
      await vi.advanceTimersByTimeAsync(600);
      await expect(done).resolves.toBe(false);
      expect(performance.getEntriesByType('mark')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
