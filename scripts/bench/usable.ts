/**
 * "Login usable under the bench throttle" (issue 21's targets): the time from navigation start until a
 * click on the login button makes the app send the token request. A script in the page fills the
 * form and clicks whenever the button is enabled, every 50 ms from the first byte, like an impatient
 * user; the time is taken when the app calls fetch for `/auth/token/`. Before the app's handlers
 * exist a click would submit the form natively (a GET of the page with the password in its URL): the
 * bench stops that default in the capture phase — the app's own submit handler still runs.
 */
import type { Browser } from '@playwright/test';
import { PAGE_PROBE, summarize, throttledPage, type Sample, type VisitOptions } from './measure-page';

const CLICKER = `(email) => {
  const u = { sentAt: 0, clicks: 0 };
  window.__usable = u;
  const realFetch = window.fetch;
  window.fetch = function (input) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!u.sentAt && /\\/auth\\/token\\/$/.test(url.split('?')[0])) {
      u.sentAt = performance.now();
      console.debug('__usable');
    }
    return realFetch.apply(this, arguments);
  };
  document.addEventListener('submit', (e) => e.preventDefault(), true);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const tick = () => {
    if (u.sentAt) return;
    const form = document.querySelector('[data-testid="login-form"]');
    const button = document.querySelector('[data-testid="login-submit"]');
    if (form && button) {
      if (button.disabled) {
        for (const [selector, value] of [['input[type=email]', email], ['input[type=password]', 'Sandbox1!']]) {
          const input = form.querySelector(selector);
          if (!input) continue;
          setValue.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      } else {
        u.clicks++;
        button.click();
      }
    }
    setTimeout(tick, 50);
  };
  setTimeout(tick, 50);
}`;

export async function measureLoginUsable(
  browser: Browser,
  url: string,
  selector: string,
  email: string,
  opts: VisitOptions = {},
): Promise<Sample & { usableMs: number }> {
  const { page, log, close } = await throttledPage(browser, opts);
  try {
    await page.addInitScript({ content: `(${PAGE_PROBE})(${JSON.stringify({ key: 'screen', selector })})` });
    await page.addInitScript({ content: `(${CLICKER})(${JSON.stringify(email)})` });
    // the page says when (a console message): polling it from here (waitForFunction) would compile
    // Playwright's injected script in the page while it paints, ~100 ms of its main thread at 4× CPU
    const sent = page.waitForEvent('console', { predicate: (m) => m.text() === '__usable', timeout: 60_000 });
    await page.goto(url, { waitUntil: 'commit' });
    await sent;
    log.timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const { sentAt, probe } = await page.evaluate(() => {
      const w = window as unknown as { __usable: { sentAt: number }; __bench: Parameters<typeof summarize>[3] };
      return { sentAt: w.__usable.sentAt, probe: w.__bench };
    });
    return { ...summarize(log.requests(), 0, probe.marks.screen ?? 0, probe), usableMs: sentAt };
  } finally {
    await close();
  }
}
