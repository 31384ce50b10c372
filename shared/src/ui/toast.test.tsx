import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { LazyToaster, notify } from './toast';

/** the idle callbacks the Toaster asked for, run by the test when it says the page is idle */
let idle: Array<() => void> = [];
const toaster = () => document.querySelector('section[aria-label^="Notifications"]');

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  act(() => void toast.dismiss());
  cleanup(); // before the idle stubs go: unmounting cancels the idle callback
  vi.unstubAllGlobals();
});

// docs/performance.md: the toast library is off the login page's path. In this order: the module's state
// (a toast was asked for) carries from one test to the next, as it does in a page.
describe('the lazy Toaster', () => {
  it('renders nothing at first (the server’s HTML has no Toaster); loads when the page is idle', async () => {
    render(<LazyToaster position="bottom-center" />);
    expect(toaster()).toBeNull();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(toaster()).toBeNull();
    act(() => idle.forEach((cb) => cb()));
    await vi.waitFor(() => expect(toaster()).not.toBeNull());
  });

  it('a toast before the page is idle mounts it at once, and is shown: none is lost', async () => {
    render(<LazyToaster position="bottom-center" />);
    expect(toaster()).toBeNull();
    act(() => notify.error('early'));
    // the idle callback never runs here: the toast alone brought the Toaster in
    expect(await screen.findByText('early')).toBeInTheDocument();
  });

  it('once a toast was asked for, a Toaster rendered later (another page) mounts without waiting', async () => {
    render(<LazyToaster position="bottom-center" />);
    await vi.waitFor(() => expect(toaster()).not.toBeNull());
    expect(idle).toHaveLength(0);
  });
});

describe('what else the Toaster waits for', () => {
  it('not idle-called before `settled` resolves (the shell: its page’s data is in)', async () => {
    vi.resetModules(); // a page where no toast was asked for yet
    const fresh = await import('./toast');
    let settle!: () => void;
    const settled = new Promise<void>((r) => (settle = r));
    render(<fresh.LazyToaster settled={() => settled} position="bottom-center" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(idle).toHaveLength(0);
    settle();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
  });
});
