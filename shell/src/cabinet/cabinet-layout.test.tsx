import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { authStore } from '@broker/shared/session';
import { bus } from '@broker/shared/events';
import { addNamespace, createI18n } from '@broker/shared/i18n';
import { fakeBackend, json, makeUser } from '@broker/shared/test-utils';
import type { AppSettings, UserInfo } from '@broker/shared/contracts';
import { sessionStore } from '../session';
import uk from '../locales/uk.json';
import en from '../locales/en.json';
import { CabinetLayout } from './cabinet-layout';
import { DISMISSED_KEY, forgetDismissalOnSessionChange } from './startup-notice-model';

// the websocket needs the runtime config; the layout's own behaviour is what is tested here
vi.mock('../session/use-message-socket', () => ({ useMessageSocket: () => undefined }));

const SETTINGS: AppSettings = {
  AUTH_ACCESS_TOKEN_TTL: 15,
  AUTH_REFRESH_TOKEN_TTL: 240,
  BLOCK_NONRESIDENT: false,
  MAX_ACCOUNTS_COUNT: 5,
  MAX_IBAN_CARDS_COUNT: 3,
  DELAY_BEFORE_SHARING_REDIRECT: 3,
  RESIDENT_IMAGE_EXTENSIONS: ['jpg'],
  NONRESIDENT_IMAGE_EXTENSIONS: ['jpg'],
  STARTUP_TEXT_UA: null,
  STARTUP_TEXT_EN: null,
  STARTUP_BUTTON_TEXT_UA: null,
  STARTUP_BUTTON_TEXT_EN: null,
};

/** matchMedia as the browser would answer it at a given window width. */
function setWidth(width: number) {
  const listeners = new Set<() => void>();
  let currentWidth = width;
  window.matchMedia = vi.fn((query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    const list = {
      get matches() {
        return currentWidth <= max;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    };
    return list as unknown as MediaQueryList;
  });
  return (next: number) => {
    currentWidth = next;
    act(() => listeners.forEach((l) => l()));
  };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function start(opts: { user?: UserInfo; settings?: Partial<AppSettings>; lang?: 'uk' | 'en'; path?: string } = {}) {
  const lang = opts.lang ?? 'en';
  authStore
    .getState()
    .setTokens({ access: 'A', refresh: 'R', scope: ['onboarding'], accessTtlMs: 60_000, refreshTtlMs: 600_000 });
  authStore.getState().setUser(opts.user ?? makeUser());
  sessionStore.setState({ phase: 'ready' });
  const backend = fakeBackend((call) => {
    const path = new URL(call.url).pathname;
    if (path.endsWith('/auth/verify_phone/') && call.method === 'GET')
      return json({ otp_id: 'p1', seconds_left: 900, tries: 3, success: true, phone: '+380*****0004' });
    if (path.endsWith('/auth/verify_phone/')) return json({ success: true, phone_is_verified: true });
    return json({ detail: 'not found' }, 404);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['settings'], { ...SETTINGS, ...opts.settings });
  const i18n = createI18n({ lng: lang, strictMissing: true });
  addNamespace('shell', { uk, en });
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: <CabinetLayout />,
        children: [{ path: '*', element: <Where /> }],
      },
      { path: '/:lang/login', element: <p data-testid="login">login</p> },
    ],
    { initialEntries: [opts.path ?? `/${lang}/profile`] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { router, backend, client };
}

const toggle = () => screen.queryByTestId('menu-toggle');
const menu = () => screen.getByTestId('cabinet-menu');

beforeEach(() => setWidth(1280));
afterEach(() => {
  authStore.getState().clear();
});

describe('menu collapse (cabinet §9: under 1200 px)', () => {
  it.each([
    [1280, false],
    [1200, false],
    [1199, true],
    [1100, true],
    [390, true],
  ])('at %i px the toggle is shown: %s', (width, collapsed) => {
    setWidth(width);
    start();
    expect(toggle() !== null).toBe(collapsed);
    if (collapsed) expect(menu()).not.toBeVisible();
    else expect(menu()).toBeVisible();
  });

  it('the toggle opens and closes the menu, says so to screen readers, and names what it controls', () => {
    setWidth(1100);
    start();
    const button = toggle()!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu().id);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toBeVisible();
    fireEvent.click(button);
    expect(menu()).not.toBeVisible();
  });

  it('closes on navigation', async () => {
    setWidth(390);
    const { router } = start();
    fireEvent.click(toggle()!);
    fireEvent.click(within(menu()).getByRole('link', { name: 'Messages' }));
    expect(await screen.findByText('/en/messages')).toBeInTheDocument();
    expect(menu()).not.toBeVisible();
    expect(router.state.location.pathname).toBe('/en/messages');
  });

  it('closes on Escape and gives the focus back to the toggle', () => {
    setWidth(390);
    start();
    fireEvent.click(toggle()!);
    within(menu()).getByRole('link', { name: 'Funds' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu()).not.toBeVisible();
    expect(document.activeElement).toBe(toggle());
  });

  it('widening the window shows the side column without the toggle', () => {
    const resize = setWidth(390);
    start();
    resize(1280);
    expect(toggle()).toBeNull();
    expect(menu()).toBeVisible();
  });
});

describe('menu content', () => {
  it('lists the sections and exit, in uk too', () => {
    start({ lang: 'uk' });
    const items = within(menu())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Профіль і безпека', 'Кошти', 'Документи', 'Торгові ліміти', 'Повідомлення', 'Вихід']);
  });

  it('only a FULL profile has the menu; exit stays reachable', () => {
    start({ user: makeUser({ profile_status: 'PART' }) });
    expect(screen.queryByTestId('cabinet-menu')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-exit'));
    expect(screen.getByTestId('exit-dialog')).toBeInTheDocument();
  });

  it.each<[string, Partial<UserInfo>, string[]]>([
    ['nothing unread', {}, []],
    ['unread messages', { unread_messages: 3 }, ['messages']],
    ['unread documents', { unread_docs: 1 }, ['documents-all']],
    ['unsigned documents', { unread_unsigned_docs: 2 }, ['documents-all']],
    ['everything', { unread_docs: 1, unread_unsigned_docs: 1, unread_messages: 1 }, ['documents-all', 'messages']],
  ])('unread markers: %s', (_label, counters, marked) => {
    start({ user: makeUser(counters) });
    const shown = ['profile', 'accounts', 'documents-all', 'trade-limits', 'messages'].filter((r) =>
      screen.queryByTestId(`unread-${r}`),
    );
    expect(shown).toEqual(marked);
    for (const r of marked) expect(screen.getByTestId(`menu-${r}`)).toHaveAccessibleName(/Has unread items/);
  });

  it('a marker follows the stored counters without a reload', () => {
    start();
    expect(screen.queryByTestId('unread-messages')).toBeNull();
    act(() => authStore.getState().patchUser({ unread_messages: 1 }));
    expect(screen.getByTestId('unread-messages')).toBeInTheDocument();
    act(() => authStore.getState().patchUser({ unread_messages: 0 }));
    expect(screen.queryByTestId('unread-messages')).toBeNull();
  });
});

describe('exit', () => {
  it('asks first: stay keeps the session, exit ends it and lands on login', async () => {
    start();
    const logouts: unknown[] = [];
    const off = bus.on('auth:logout', (p) => logouts.push(p));
    fireEvent.click(screen.getByTestId('menu-exit'));
    fireEvent.click(screen.getByTestId('exit-stay'));
    expect(screen.queryByTestId('exit-dialog')).toBeNull();
    expect(authStore.getState().tokens).not.toBeNull();

    fireEvent.click(screen.getByTestId('menu-exit'));
    fireEvent.click(screen.getByTestId('exit-confirm'));
    expect(authStore.getState().tokens).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull(); // the other tabs hear this
    expect(logouts).toEqual([{ reason: 'user' }]);
    expect(await screen.findByTestId('login')).toBeInTheDocument();
    off();
  });
});

describe('startup notice', () => {
  const notice = {
    STARTUP_TEXT_UA: 'Увага',
    STARTUP_TEXT_EN: 'Attention',
    STARTUP_BUTTON_TEXT_UA: 'Добре',
    STARTUP_BUTTON_TEXT_EN: 'Fine',
  };

  it.each([
    ['en', 'Attention', 'Fine'],
    ['uk', 'Увага', 'Добре'],
  ] as const)('shows the %s text and button, once per session until dismissed', (lang, text, button) => {
    const off = forgetDismissalOnSessionChange();
    start({ lang, settings: notice });
    expect(screen.getByTestId('startup-notice')).toHaveTextContent(text);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.queryByTestId('startup-notice')).toBeNull();
    expect(localStorage.getItem(DISMISSED_KEY)).toBe('Увага\nAttention');
    // a new sign-in is a new session: the notice shows again
    bus.emit('auth:login', { scope: 'onboarding' });
    expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
    off();
  });

  it('stays away once dismissed in this session, in either language; a changed text shows again', () => {
    localStorage.setItem(DISMISSED_KEY, 'Увага\nAttention');
    start({ settings: notice });
    expect(screen.queryByTestId('startup-notice')).toBeNull();
    authStore.getState().clear();
    start({ settings: notice, lang: 'uk' });
    expect(screen.queryByTestId('startup-notice')).toBeNull();
    authStore.getState().clear();
    start({ settings: { ...notice, STARTUP_TEXT_EN: 'New attention' } });
    expect(screen.getByTestId('startup-notice')).toHaveTextContent('New attention');
  });

  it('no text for the language, no notice; no button text, the shell says OK', () => {
    start({ settings: { STARTUP_TEXT_UA: 'Увага', STARTUP_TEXT_EN: ' ' } });
    expect(screen.queryByTestId('startup-notice')).toBeNull();
    authStore.getState().clear();
    start({ settings: { STARTUP_TEXT_EN: 'Attention' } });
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
  });
});

describe('phone verification (can_send_sms && !phone_is_verified)', () => {
  it.each<[Partial<UserInfo>, boolean]>([
    [{ can_send_sms: true, phone_is_verified: false }, true],
    [{ can_send_sms: true, phone_is_verified: true }, false],
    [{ can_send_sms: false, phone_is_verified: false }, false],
  ])('%o → modal %s', (flags, shown) => {
    start({ user: makeUser(flags) });
    expect(screen.queryByTestId('phone-unverified') !== null).toBe(shown);
  });

  it('waits for the startup notice', () => {
    start({ user: makeUser({ phone_is_verified: false }), settings: { STARTUP_TEXT_EN: 'Attention' } });
    expect(screen.queryByTestId('phone-unverified')).toBeNull();
    fireEvent.click(screen.getByTestId('startup-notice-ok'));
    expect(screen.getByTestId('phone-unverified')).toBeInTheDocument();
  });

  it('code flow → success modal → user info reload asked; the modal does not come back', async () => {
    const { backend } = start({ user: makeUser({ phone_is_verified: false }) });
    const reloads: unknown[] = [];
    const off = bus.on('user:changed', (p) => reloads.push(p));
    fireEvent.click(screen.getByTestId('phone-verify'));
    const box1 = await screen.findByLabelText('Digit 1 of 4');
    fireEvent.paste(box1, { clipboardData: { getData: () => '1234' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('otp-confirm'));
    });
    expect(await screen.findByTestId('phone-verified')).toBeInTheDocument();
    const post = backend.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post!.body)).toEqual({ code: '1234', otp_id: 'p1' });
    expect(reloads).toEqual([{ reason: 'phone-verified' }]);
    fireEvent.click(screen.getByTestId('phone-verified-ok'));
    expect(screen.queryByTestId('phone-unverified')).toBeNull();
    expect(screen.queryByTestId('phone-verified')).toBeNull();
    off();
  });

  it('closing the code dialog goes back to the request; it cannot be waved away', async () => {
    start({ user: makeUser({ phone_is_verified: false }) });
    expect(within(screen.getByTestId('phone-unverified')).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByTestId('phone-verify'));
    await screen.findByLabelText('Digit 1 of 4');
    fireEvent.click(within(screen.getByTestId('phone-otp')).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('phone-unverified')).toBeInTheDocument();
  });
});
