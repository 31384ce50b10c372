import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_GUARD_SCRIPT } from './submit-guard';

/** A server-rendered page as the browser gets it: boot data naming the page, the HTML in #root. */
function serverPage(path: string, tokens: boolean) {
  history.replaceState(null, '', path);
  localStorage.clear();
  if (tokens) {
    const limit = Date.now() + 3_600_000;
    localStorage.setItem('access_token', 'a');
    localStorage.setItem('refresh_token', 'r');
    for (const k of ['access_ttl', 'refresh_ttl']) localStorage.setItem(k, '3600000');
    for (const k of ['access_ttl_limit', 'refresh_ttl_limit']) localStorage.setItem(k, String(limit));
    localStorage.setItem('scope', 'client');
  }
  document.head.innerHTML = `<script id="broker-boot" type="application/json">${JSON.stringify({
    ssr: { remote: 'mfe-onboarding', version: '1.0.0-a', route: 'register' },
  })}</script>`;
  document.body.innerHTML = '<div id="root"><h1>Registration</h1></div>';
  new Function(SUBMIT_GUARD_SCRIPT)(); // the inline guard: hides #root for a visit with a session
}

async function start() {
  vi.resetModules(); // boot data and the session store are read once per page load
  const { startMode } = await import('./start-mode');
  return startMode(document.getElementById('root')!);
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-session');
});

describe('how a server-rendered page starts', () => {
  it('a visitor without a session hydrates the server HTML', async () => {
    serverPage('/en/register', false);
    expect(await start()).toBe('hydrate');
    expect(document.getElementById('root')!.innerHTML).toContain('Registration');
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
  });

  it('a signed-in visitor on a public page is client-rendered: the server HTML goes, the root is shown again', async () => {
    serverPage('/en/register', true);
    expect(document.documentElement.hasAttribute('data-session')).toBe(true); // hidden until the script runs
    expect(await start()).toBe('render');
    expect(document.getElementById('root')!.innerHTML).toBe('');
    expect(document.documentElement.hasAttribute('data-session')).toBe(false); // visible: nothing hides it
  });

  it.each([
    ['live (the version the server rendered)', '1.0.0-a', true],
    ['no registry read', undefined, true],
    ['a canary (the browser is in its share) or an override: rendered from scratch, no mismatch', '1.0.0-b', false],
  ])('the browser is given %s', async (_, given, fits) => {
    serverPage('/en/register', false);
    vi.resetModules();
    const { serverPageFits } = await import('./start-mode');
    const assigned = vi.fn(() => given);
    expect(serverPageFits(document.getElementById('root')!, assigned)).toBe(fits);
    expect(assigned).toHaveBeenCalledWith('mfe-onboarding');
    expect(document.getElementById('root')!.innerHTML).toBe(fits ? '<h1>Registration</h1>' : '');
  });

  it('the login page hydrates even with a session (opening it ends the session)', async () => {
    serverPage('/en/login', true);
    expect(await start()).toBe('hydrate');
  });
});

describe('how a cabinet page with the server frame starts (issue 29 item 6)', () => {
  /** A cabinet page as the server sends it: no server-rendered page in the boot data, the frame in #root. */
  function framePage(tokens: boolean) {
    serverPage('/uk/profile', tokens);
    document.head.innerHTML = '<script id="broker-boot" type="application/json">{}</script>';
    document.body.innerHTML =
      '<div id="root"><div data-cabinet-frame="" data-server-frame=""><h1>Профіль</h1></div></div>';
    delete (window as { __pageHydrated?: boolean }).__pageHydrated;
  }

  it('a visitor with a session keeps the frame on screen until the first render replaces it', async () => {
    framePage(true);
    expect(document.documentElement.hasAttribute('data-session')).toBe(true); // the frame's style shows it
    expect(await start()).toBe('render');
    expect(document.querySelector('#root [data-server-frame] h1')?.textContent).toBe('Профіль');
    expect(document.documentElement.hasAttribute('data-session')).toBe(true);
    // nothing is hydrated: the inline guard must not hold the taps React's own handlers serve
    expect((window as { __pageHydrated?: boolean }).__pageHydrated).toBe(true);
  });

  it('a visitor without one never had it shown: it goes before the first render', async () => {
    framePage(false);
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
    expect(await start()).toBe('render');
    expect(document.getElementById('root')!.innerHTML).toBe('');
  });
});
