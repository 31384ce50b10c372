import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { createI18n } from '@broker/shared/i18n';
import { notify } from '@broker/shared/ui';
import { Providers } from './providers';
import { pageHydrated } from '../hydration/submit-guard';

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
const shown = () => toasts().filter((t) => t.dataset.visible === 'true' && t.dataset.removed !== 'true');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  render(
    <Providers i18n={createI18n({ lng: 'uk' })}>
      <main />
    </Providers>,
  );
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

// docs/performance.md: the toast library is off the public pages' path. First in the file: no toast has been
// asked for yet in this module's life (a toast brings the Toaster in at once, shared/ui/toast.test.tsx)
describe('the shell’s Toaster loads after the page', () => {
  it('not before the page’s remote has rendered; then once its data is in and the page is idle', async () => {
    const toaster = () => document.querySelector('section[aria-label^="Notifications"]');
    await act(async () => vi.advanceTimersByTimeAsync(3_000));
    expect(toaster()).toBeNull();
    act(() => pageHydrated());
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(toaster()).not.toBeNull());
  });
});

// issue 24 "tests that could not fail", onboarding §8: toasts bottom-centre, 5 s, at most 5
describe('the shell’s Toaster', () => {
  it('sits at the bottom centre', async () => {
    act(() => notify.success('one'));
    const toaster = await vi.waitFor(() => {
      const el = document.querySelector<HTMLElement>('[data-sonner-toaster]');
      if (!el) throw new Error('no toaster yet');
      return el;
    });
    expect(toaster.dataset.yPosition).toBe('bottom');
    expect(toaster.dataset.xPosition).toBe('center');
  });

  it('shows at most 5 at once', async () => {
    act(() => {
      for (let i = 1; i <= 7; i++) notify.success(`toast ${i}`);
    });
    await vi.waitFor(() => expect(toasts()).toHaveLength(7));
    expect(shown()).toHaveLength(5);
  });

  it('a toast goes after 5 s, not before', async () => {
    act(() => notify.error('gone in five'));
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    await act(async () => vi.advanceTimersByTimeAsync(4_800));
    expect(shown()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(shown()).toHaveLength(0);
  });
});
