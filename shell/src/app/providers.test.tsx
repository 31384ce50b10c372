import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { createI18n } from '@broker/shared/i18n';
import { Providers } from './providers';

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

// issue 24 "tests that could not fail", onboarding §8: toasts bottom-centre, 5 s, at most 5
describe('the shell’s Toaster', () => {
  it('sits at the bottom centre', async () => {
    act(() => void toast('one'));
    const toaster = await vi.waitFor(() => document.querySelector<HTMLElement>('[data-sonner-toaster]')!);
    expect(toaster.dataset.yPosition).toBe('bottom');
    expect(toaster.dataset.xPosition).toBe('center');
  });

  it('shows at most 5 at once', async () => {
    act(() => {
      for (let i = 1; i <= 7; i++) toast(`toast ${i}`);
    });
    await vi.waitFor(() => expect(toasts()).toHaveLength(7));
    expect(shown()).toHaveLength(5);
  });

  it('a toast goes after 5 s, not before', async () => {
    act(() => void toast.error('gone in five'));
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    await act(async () => vi.advanceTimersByTimeAsync(4_800));
    expect(shown()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(shown()).toHaveLength(0);
  });
});
