/**
 * A server-rendered form before hydration (docs/server-render.md). What is typed survives without help:
 * React keeps the server's field values when it hydrates, and react-hook-form reads a field's value
 * from the DOM when the field registers (e2e/platform/server-render.spec.ts holds the remote's scripts
 * back, types, releases). What needs help is a submit: a native one would send the form as a GET to the
 * page's URL — the password in the address bar and in logs. The page's inline guard holds it until
 * the remote's part has hydrated; it is then submitted through the form's own handler. A tap on a
 * button (register's residency choice, "forgot password", the language switch) would do nothing
 * before its code is there: the guard holds the last one and taps it once after hydration. Links
 * need no help: they work without JavaScript. Enter in a field submits the form through its default
 * button, and does nothing while that button is disabled — the server renders the login button
 * disabled (the form starts empty), so an Enter before hydration would be lost: the guard holds it
 * and presses the button once React has hydrated and enabled it, as Enter would then.
 */
interface GuardWindow {
  /** set by the inline guard: the form whose submit it held */
  __pageHeldSubmit?: HTMLFormElement | null;
  /** set by the inline guard: the button tapped before hydration (the last one: the visitor's latest intent) */
  __pageHeldClick?: HTMLButtonElement | null;
  /** set by the inline guard: the default (submit) button of a form in which Enter was pressed while that button was disabled */
  __pageHeldEnter?: HTMLButtonElement | null;
  /** the guard lets submits through once this is true */
  __pageHydrated?: boolean;
}

/**
 * The inline guard the server puts first into a server-rendered page's head (its sha256 is in the CSP,
 * scripts/servers/shell-server.ts): before the page is hydrated, a form submit is held. It also marks
 * a visit with a stored session (other than the login page, which ends it): the browser renders such a
 * page from scratch (server-page.ts), so the server's HTML, made for a visitor without one, is
 * kept hidden (SESSION_HIDDEN_STYLE) instead of flashing before the session sends the user elsewhere.
 */
export const SUBMIT_GUARD_SCRIPT =
  "addEventListener('submit',function(e){if(!window.__pageHydrated){e.preventDefault();window.__pageHeldSubmit=e.target;window.__pageHeldClick=window.__pageHeldEnter=null}},true);" +
  "addEventListener('click',function(e){var b=!window.__pageHydrated&&e.target.closest&&e.target.closest('#root button');if(b&&!b.disabled){e.preventDefault();e.stopImmediatePropagation();window.__pageHeldClick=b;window.__pageHeldSubmit=window.__pageHeldEnter=null}},true);" +
  "addEventListener('keydown',function(e){var t=e.target,f=t.form,b;if(!window.__pageHydrated&&e.key==='Enter'&&!e.isComposing&&t.tagName==='INPUT'&&f&&f.closest('#root')){b=f.querySelector('button:not([type]),button[type=submit],input[type=submit]');if(b&&b.disabled){e.preventDefault();window.__pageHeldEnter=b;window.__pageHeldSubmit=window.__pageHeldClick=null}}},true);" +
  "try{if(localStorage.getItem('access_token')&&localStorage.getItem('refresh_token')&&!/^\\/[^/]+\\/login\\/*$/.test(location.pathname))document.documentElement.setAttribute('data-session','')}catch(e){}";

/** Goes with the guard: the server's HTML stays hidden for a visit with a session (see above). */
export const SESSION_HIDDEN_STYLE = 'html[data-session] #root{visibility:hidden}';

/** The page is rendered from scratch (bootstrap.tsx): the server's HTML goes, the root is shown again. */
export function dropServerHtml(container: Element): void {
  container.replaceChildren();
  document.documentElement.removeAttribute('data-session');
  standDown();
}

/**
 * The server's cabinet frame (scripts/servers/cabinet-frame.ts) is on screen — the guard found a session —
 * and stays until the app's first render replaces it (React empties the container when it first commits):
 * no blank moment between the two. Nothing is hydrated, so the guard stands down.
 */
export function keepCabinetFrame(container: Element): boolean {
  const shown =
    document.documentElement.hasAttribute('data-session') && container.querySelector('[data-server-frame]') !== null;
  if (shown) standDown();
  return shown;
}

/** Nothing of the server's HTML will be hydrated: React's own handlers serve every control from the start. */
function standDown(): void {
  const win = window as unknown as GuardWindow;
  win.__pageHydrated = true;
  win.__pageHeldSubmit = win.__pageHeldClick = win.__pageHeldEnter = null;
}

let markRendered: () => void = () => undefined;
/** Resolves once the page's remote has rendered its screen (hydrated the server's HTML, or rendered it). */
export const pageRendered: Promise<void> = new Promise((resolve) => (markRendered = resolve));

/** The remote's part is live (RemoteSlot, after it committed): submits go through; a held one is sent now. */
export function pageHydrated(): void {
  markRendered();
  const win = window as unknown as GuardWindow;
  if (win.__pageHydrated) return;
  win.__pageHydrated = true;
  const held = win.__pageHeldSubmit;
  const tapped = win.__pageHeldClick;
  const entered = win.__pageHeldEnter;
  win.__pageHeldSubmit = win.__pageHeldClick = win.__pageHeldEnter = null;
  if (held?.isConnected) held.requestSubmit();
  if (tapped) tapWhenLive(tapped, performance.now() + TAP_WAIT_MS);
  if (entered) pressWhenEnabled(entered, performance.now() + TAP_WAIT_MS);
  holdEnterWhileSettling();
}

/**
 * How long after hydration an Enter on a still-disabled default button is held too. React has hydrated
 * the form, but react-hook-form reads the values typed before hydration and enables the button a render
 * or two later: an Enter in that gap found the button disabled and was dropped by the browser (seen once
 * in ~20 runs of e2e/onboarding/login.spec.ts). Short, so an Enter on a form that is really invalid is
 * not pressed later by itself; typing after it cancels it (the next Enter is the user's intent).
 */
const SETTLE_MS = 1000;

function holdEnterWhileSettling(): void {
  const until = performance.now() + SETTLE_MS;
  const onKey = (e: KeyboardEvent) => {
    const input = e.target as HTMLInputElement;
    const form = e.key === 'Enter' && !e.isComposing && input.tagName === 'INPUT' ? input.form : null;
    if (!form?.closest('#root') || performance.now() > until) return;
    const button = form.querySelector<HTMLButtonElement>('button:not([type]),button[type=submit]');
    if (!button?.disabled) return;
    e.preventDefault();
    let typed = false;
    form.addEventListener('input', () => (typed = true), { once: true });
    pressWhenEnabled(button, until, () => typed);
  };
  addEventListener('keydown', onKey, true);
  setTimeout(() => removeEventListener('keydown', onKey, true), SETTLE_MS);
}

/** How long a held tap waits for its button's handler before it is given to the page as it is. */
const TAP_WAIT_MS = 5000;

/**
 * The held button tapped once its own handler is there. The remote's part can hold Suspense boundaries
 * of its own (register's residency choice) that React hydrates after the part committed, and a click
 * on a part not hydrated yet does nothing. React marks every element it has hydrated with its props
 * (`__reactProps$…`, React's own expando: present since React 17); until then the tap waits a frame.
 */
const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

function tapWhenLive(button: HTMLButtonElement, until: number): void {
  if (!button.isConnected || button.disabled) return;
  if (hydrated(button) || performance.now() > until) button.click();
  else setTimeout(() => tapWhenLive(button, until), 16);
}

/**
 * A held Enter: the form's default button pressed once React has hydrated it and the form's own rules
 * enable it (react-hook-form reads the typed values when the fields register and validates them, a
 * render or two after hydration) — what Enter does on the live page. A button still disabled when the
 * wait ends (the form is not valid) is left alone, as Enter would leave it.
 */
function pressWhenEnabled(button: HTMLButtonElement, until: number, cancelled = () => false): void {
  if (!button.isConnected || cancelled()) return;
  if (hydrated(button) && !button.disabled) button.click();
  else if (performance.now() <= until) setTimeout(() => pressWhenEnabled(button, until, cancelled), 16);
}
