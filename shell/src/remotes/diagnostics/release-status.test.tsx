import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { addNamespace, createI18n } from '@broker/shared/i18n';
import uk from '../../locales/uk.json';
import en from '../../locales/en.json';
import { ReleaseStatus } from './release-status';
import { overridesStore, setOverride } from '../delivery/overrides';
import { signingRegistry, version as v } from '../../test/signing-registry';

vi.mock('../../config/runtime-config', () => ({
  runtimeConfig: () => ({ deliveryUrl: 'https://cdn.example/__delivery' }),
}));
const p75 = { LCP: 1800, INP: null, CLS: null };
vi.stubGlobal('fetch', () =>
  Promise.resolve(
    Response.json({
      'mfe-signing': {
        startedAt: 't',
        endedAt: null,
        versions: [
          { version: 'C', role: 'canary', visits: 40, failed: 2, failureRate: 0.05, p75 },
          { version: 'S', role: 'stable', visits: 160, failed: 1, failureRate: 0.00625, p75 },
        ],
      },
    }),
  ),
);
const reload = vi.fn();
vi.stubGlobal('location', { ...location, reload });

const registry = signingRegistry({
  live: 'S',
  history: [v('Q', { staged: true }), v('C', { staged: true }), v('W', { withdrawnAt: 't' }), v('S')],
  canary: { version: 'C', percent: 10, startedAt: 't', stable: 'S' },
  lastDecision: {
    action: 'abort',
    version: 'W',
    by: 'controller',
    at: '2026-11-25T12:00:00.000Z',
    reason: 'canary 20/20 failed visits',
  },
});

function renderStatus(lang: 'uk' | 'en') {
  const i18n = createI18n({ lng: lang, strictMissing: true });
  addNamespace('shell', { uk, en });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ReleaseStatus registry={registry} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => setOverride('mfe-signing', null));

describe('__status releases', () => {
  it('shows the canary with visits and failure rate vs stable, staged versions and the last decision', async () => {
    renderStatus('en');
    expect(await screen.findByText('C for 10 %: 40 visits, failed 5.0 % (stable 0.6 %)')).toBeTruthy();
    expect(screen.getByTestId('release-staged-mfe-signing').textContent).toBe('Q');
    expect(screen.getByTestId('release-decision-mfe-signing').textContent).toBe(
      'aborted W by the delivery controller at 2026-11-25T12:00:00.000Z: canary 20/20 failed visits',
    );
  });

  it('offers published, non-withdrawn versions for this browser; Apply stores the override and reloads', async () => {
    renderStatus('uk');
    const select = screen.getByLabelText('Версія mfe-signing для цього браузера');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'Q', 'C', 'S']);
    await userEvent.selectOptions(select, 'Q');
    await userEvent.click(screen.getByTestId('override-apply-mfe-signing'));
    expect(overridesStore.getState().overrides).toEqual({ 'mfe-signing': 'Q' });
    expect(reload).toHaveBeenCalledOnce();
  });
});
