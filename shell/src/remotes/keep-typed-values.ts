/**
 * Nothing typed into a server-rendered page is lost (issue 21 §4). Until the remote's code has arrived
 * and hydrated its part, its fields are plain HTML: the browser keeps what is typed, but the form's
 * state (react-hook-form, fed by change events) never saw it, so the form would think itself empty.
 * Once the part has hydrated, each field whose value differs from the server's is announced to React
 * as typed (an `input` event React sees as a change). A form submitted before that (Enter) was held
 * by the page's inline guard (scripts/servers/html-page.ts: a native submit would put the password in
 * the URL) and is submitted now, through the form's own handler.
 */
interface GuardWindow {
  /** set by the inline guard: the form whose submit it held */
  __pageHeldSubmit?: HTMLFormElement | null;
  /** the guard lets submits through once this is true */
  __pageHydrated?: boolean;
}

let container: HTMLElement | null = null;

/** Called before hydrating: the next remote part to hydrate inside `root` gets its typed values replayed. */
export function keepTypedValues(root: HTMLElement): void {
  container = root;
}

const valueSetter = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;

function isTextField(el: Element): el is HTMLInputElement | HTMLTextAreaElement {
  if (el instanceof HTMLTextAreaElement) return true;
  return el instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'hidden', 'image'].includes(el.type);
}

/** After the remote part hydrated (RemoteSlot): replay what was typed, then a held submit. Once per page. */
export function replayTypedValues(): void {
  const root = container;
  container = null;
  const win = window as unknown as GuardWindow;
  win.__pageHydrated = true;
  if (!root) return;
  for (const el of Array.from(root.querySelectorAll('input, textarea'))) {
    if (!isTextField(el) || el.value === el.defaultValue) continue;
    const typed = el.value;
    // the element's own setter (React's tracker) records the server's value, the prototype's puts the
    // typed text back without telling the tracker: the `input` event is then a change for React
    el.value = el.defaultValue;
    valueSetter(el)?.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const held = win.__pageHeldSubmit;
  win.__pageHeldSubmit = null;
  if (held?.isConnected) held.requestSubmit();
}

/**
 * The inline guard the server puts into a server-rendered page (its sha256 is in the CSP): before the
 * page is hydrated, a form submit is held instead of going to the server as a GET.
 */
export const SUBMIT_GUARD_SCRIPT =
  "addEventListener('submit',function(e){if(!window.__pageHydrated){e.preventDefault();window.__pageHeldSubmit=e.target}},true)";
