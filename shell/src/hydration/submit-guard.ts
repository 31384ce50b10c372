/**
 * A server-rendered form before hydration (docs/server-render.md). What is typed survives without help:
 * React keeps the server's field values when it hydrates, and react-hook-form reads a field's value
 * from the DOM when the field registers (e2e/platform/server-render.spec.ts holds the remote's scripts
 * back, types, releases). What needs help is a submit: a native one would send the form as a GET to the
 * page's URL — the password in the address bar and in logs. The page's inline guard holds it until
 * the remote's part has hydrated; it is then submitted through the form's own handler. A tap on a
 * button (register's residency choice, "forgot password", the language switch) would do nothing
 * before its code is there: the guard holds the last one and taps it once after hydration. Links
 * need no help: they work without JavaScript.
 */
interface GuardWindow {
  /** set by the inline guard: the form whose submit it held */
  __pageHeldSubmit?: HTMLFormElement | null;
  /** set by the inline guard: the button tapped before hydration (the last one: the visitor's latest intent) */
  __pageHeldClick?: HTMLButtonElement | null;
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
  "addEventListener('submit',function(e){if(!window.__pageHydrated){e.preventDefault();window.__pageHeldSubmit=e.target;window.__pageHeldClick=null}},true);" +
  "addEventListener('click',function(e){var b=!window.__pageHydrated&&e.target.closest&&e.target.closest('#root button');if(b&&!b.disabled){e.preventDefault();e.stopImmediatePropagation();window.__pageHeldClick=b;window.__pageHeldSubmit=null}},true);" +
  "try{if(localStorage.getItem('access_token')&&localStorage.getItem('refresh_token')&&!/^\\/[^/]+\\/login\\/*$/.test(location.pathname))document.documentElement.setAttribute('data-session','')}catch(e){}";

/** Goes with the guard: the server's HTML stays hidden for a visit with a session (see above). */
export const SESSION_HIDDEN_STYLE = 'html[data-session] #root{visibility:hidden}';

/** The page is rendered from scratch (bootstrap.tsx): the server's HTML goes, the root is shown again. */
export function dropServerHtml(container: Element): void {
  container.replaceChildren();
  document.documentElement.removeAttribute('data-session');
}

/** The remote's part is live (RemoteSlot, after it committed): submits go through; a held one is sent now. */
export function pageHydrated(): void {
  const win = window as unknown as GuardWindow;
  if (win.__pageHydrated) return;
  win.__pageHydrated = true;
  const held = win.__pageHeldSubmit;
  const tapped = win.__pageHeldClick;
  win.__pageHeldSubmit = win.__pageHeldClick = null;
  if (held?.isConnected) held.requestSubmit();
  if (tapped) tapWhenLive(tapped, performance.now() + TAP_WAIT_MS);
}

/** How long a held tap waits for its button's handler before it is given to the page as it is. */
const TAP_WAIT_MS = 5000;

/**
 * The held button tapped once its own handler is there. The remote's part can hold Suspense boundaries
 * of its own (register's residency choice) that React hydrates after the part committed, and a click
 * on a part not hydrated yet does nothing. React marks every element it has hydrated with its props
 * (`__reactProps$…`, React's own expando: present since React 17); until then the tap waits a frame.
 */
function tapWhenLive(button: HTMLButtonElement, until: number): void {
  if (!button.isConnected || button.disabled) return;
  const live = Object.keys(button).some((k) => k.startsWith('__reactProps$'));
  if (live || performance.now() > until) button.click();
  else setTimeout(() => tapWhenLive(button, until), 16);
}
