import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropServerHtml, pageHydrated, SUBMIT_GUARD_SCRIPT } from './submit-guard';

/** The page's inline guard, installed as the server puts it into a server-rendered page's head. */
function installGuard(): () => void {
  const before = new Set(Object.keys(window));
  const listeners: Array<[string, EventListener, boolean]> = [];
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, fn: EventListenerOrEventListenerObject, opts?: boolean | AddEventListenerOptions) => {
      listeners.push([type, fn as EventListener, opts === true]);
      add(type, fn, opts);
    },
  );
  // what the inline <script> does (the CSP allows it by hash)
  new Function(SUBMIT_GUARD_SCRIPT)();
  return () => {
    for (const [type, fn, capture] of listeners) window.removeEventListener(type, fn, capture);
    for (const key of Object.keys(window))
      if (!before.has(key)) delete (window as unknown as Record<string, unknown>)[key];
  };
}

function form(): HTMLFormElement {
  const f = document.createElement('form');
  f.innerHTML = '<input name="password" value="secret"><button type="submit">Log in</button>';
  document.body.append(f);
  return f;
}

/** The form's own handler, as React attaches it once the page is hydrated. */
function hydrate(f: HTMLFormElement) {
  const submitted = vi.fn((e: Event) => e.preventDefault());
  f.addEventListener('submit', submitted);
  return submitted;
}

describe('submit guard of a server-rendered page', () => {
  let remove = () => {};
  afterEach(() => {
    remove();
    document.body.innerHTML = '';
  });

  it('holds a submit before hydration (no native GET with the password), then submits it once through the handler', () => {
    remove = installGuard();
    const f = form();
    const native = new Event('submit', { bubbles: true, cancelable: true });
    f.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(true);
    const submitted = hydrate(f);
    const requestSubmit = vi
      .spyOn(f, 'requestSubmit')
      .mockImplementation(
        () => f.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })) as unknown as void,
      );
    pageHydrated();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    // the replayed submit reached the form's handler once the guard let it through
    expect(submitted).toHaveBeenCalledTimes(1);
    pageHydrated(); // a second slot committing later sends nothing again
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('after hydration, submits pass untouched', () => {
    remove = installGuard();
    pageHydrated();
    const f = form();
    const submitted = hydrate(f);
    const requestSubmit = vi.spyOn(f, 'requestSubmit');
    f.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(requestSubmit).not.toHaveBeenCalled();
    expect((window as unknown as { __pageHeldSubmit?: unknown }).__pageHeldSubmit).toBeFalsy();
  });

  it('a held form that left the page is not submitted', () => {
    remove = installGuard();
    const f = form();
    f.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const requestSubmit = vi.spyOn(f, 'requestSubmit');
    f.remove();
    pageHydrated();
    expect(requestSubmit).not.toHaveBeenCalled();
  });
});

describe('a tap before hydration takes effect once, after it', () => {
  let remove = () => {};
  afterEach(() => {
    remove();
    document.body.innerHTML = '';
  });
  /** The page: a button and a link inside #root; the button's handler as React attaches it (at the root). */
  function page() {
    document.body.innerHTML =
      '<div id="root"><button type="button" data-testid="choose">Resident</button><button type="button" data-testid="other">Not</button><a href="#x">link</a></div>';
    const root = document.getElementById('root')!;
    const taps: string[] = [];
    // React hydrated the buttons: they carry its props, the handler is at the root
    const attach = () => {
      for (const b of root.querySelectorAll('button')) Object.assign(b, { __reactProps$test: {} });
      root.addEventListener('click', (e) => {
        const b = (e.target as Element).closest('button');
        if (b) taps.push(b.dataset.testid!);
      });
    };
    return {
      root,
      taps,
      attach,
      button: (id: string) => root.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)!,
    };
  }

  it('holds the tap (nothing reaches the page), then taps once after hydration', () => {
    remove = installGuard();
    const p = page();
    p.attach(); // even with a listener already there (the shell hydrated, the remote not yet): held
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    p.button('choose').dispatchEvent(tap);
    p.button('choose').click(); // a double tap
    expect(tap.defaultPrevented).toBe(true);
    expect(p.taps).toEqual([]);
    pageHydrated();
    expect(p.taps).toEqual(['choose']);
    pageHydrated();
    expect(p.taps).toEqual(['choose']);
  });

  it('of two buttons tapped before hydration, the last one counts', () => {
    remove = installGuard();
    const p = page();
    p.button('choose').click();
    p.button('other').click();
    p.attach();
    pageHydrated();
    expect(p.taps).toEqual(['other']);
  });

  it('a button inside a part React hydrates later is tapped once that part is live', () => {
    vi.useFakeTimers();
    try {
      remove = installGuard();
      const p = page();
      p.button('choose').click();
      pageHydrated(); // the remote's part committed, the residency choice's own boundary not yet
      vi.advanceTimersByTime(100);
      expect(p.taps).toEqual([]);
      p.attach();
      vi.advanceTimersByTime(20);
      expect(p.taps).toEqual(['choose']);
      vi.advanceTimersByTime(10_000);
      expect(p.taps).toEqual(['choose']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('links and disabled buttons are never held; after hydration, taps pass untouched', () => {
    remove = installGuard();
    const p = page();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    p.root.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false); // the browser follows it: no JavaScript needed
    p.button('other').disabled = true;
    p.button('other').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    p.attach();
    pageHydrated();
    expect(p.taps).toEqual([]); // nothing replayed
    p.button('choose').click();
    expect(p.taps).toEqual(['choose']);
  });
});

describe('Enter in a field before hydration submits once, after it', () => {
  let remove = () => {};
  afterEach(() => {
    remove();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });
  /** The login form as the server renders it: typed into, its submit button disabled until React validates it. */
  function page(buttonDisabled = true) {
    document.body.innerHTML = `<div id="root"><form><input type="email" value="a@b.c"><input type="password" value="secret"><button type="submit"${buttonDisabled ? ' disabled' : ''}>Log in</button></form></div>`;
    const f = document.querySelector('form')!;
    const button = f.querySelector('button')!;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    const enter = (target: Element = f.querySelector('input[type=password]')!) => {
      const e = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      target.dispatchEvent(e);
      return e;
    };
    /** React hydrated the form (props on the button, the submit handler) and react-hook-form enabled the button. */
    const hydrate = (enable = true) => {
      Object.assign(button, { __reactProps$test: {} });
      f.addEventListener('submit', submitted);
      if (enable) button.disabled = false;
    };
    return { f, button, submitted, enter, hydrate };
  }

  it('holds an Enter while the submit button is disabled, then presses the button once it is live and enabled', () => {
    vi.useFakeTimers();
    remove = installGuard();
    const p = page();
    const click = vi.spyOn(p.button, 'click');
    p.enter();
    p.enter(p.f.querySelector('input[type=email]')!); // pressed twice: one submit
    pageHydrated(); // the remote's part committed; react-hook-form has not validated yet
    vi.advanceTimersByTime(100);
    expect(click).not.toHaveBeenCalled();
    p.hydrate();
    vi.advanceTimersByTime(20);
    expect(click).toHaveBeenCalledTimes(1);
    expect(p.submitted).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    pageHydrated();
    expect(p.submitted).toHaveBeenCalledTimes(1);
  });

  it('a form that stays invalid after hydration is not submitted (as Enter on the live page)', () => {
    vi.useFakeTimers();
    remove = installGuard();
    const p = page();
    p.enter();
    p.hydrate(false);
    pageHydrated();
    vi.advanceTimersByTime(10_000);
    expect(p.submitted).not.toHaveBeenCalled();
    p.button.disabled = false; // valid later: nothing is sent by itself
    vi.advanceTimersByTime(1_000);
    expect(p.submitted).not.toHaveBeenCalled();
  });

  it('an Enter right after hydration, before react-hook-form enabled the button, presses it once enabled', () => {
    vi.useFakeTimers();
    remove = installGuard();
    const p = page();
    p.hydrate(false);
    pageHydrated();
    const e = p.enter(); // the gap: hydrated, the typed values not yet read
    expect(e.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(50);
    p.button.disabled = false;
    vi.advanceTimersByTime(20);
    expect(p.submitted).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(p.submitted).toHaveBeenCalledTimes(1);
  });

  it("after the settling second, or once typed into, an Enter on a disabled button stays the browser's", () => {
    vi.useFakeTimers();
    remove = installGuard();
    const p = page();
    p.hydrate(false);
    pageHydrated();
    p.enter();
    p.f.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true })); // typed after the Enter
    p.button.disabled = false;
    vi.advanceTimersByTime(100);
    expect(p.submitted).not.toHaveBeenCalled();
    p.button.disabled = true;
    vi.advanceTimersByTime(2_000);
    expect(p.enter().defaultPrevented).toBe(false);
    p.button.disabled = false;
    vi.advanceTimersByTime(100);
    expect(p.submitted).not.toHaveBeenCalled();
  });

  it('a later tap wins over an earlier Enter; after hydration Enter is left to the browser', () => {
    vi.useFakeTimers();
    remove = installGuard();
    const p = page();
    p.enter();
    const other = document.createElement('button');
    other.type = 'button';
    document.getElementById('root')!.append(other);
    const tapped = vi.fn();
    other.click(); // held as the latest intent
    other.addEventListener('click', tapped);
    Object.assign(other, { __reactProps$test: {} });
    p.hydrate();
    pageHydrated();
    vi.advanceTimersByTime(1_000);
    expect(tapped).toHaveBeenCalledTimes(1);
    expect(p.submitted).not.toHaveBeenCalled();
    expect(p.enter().defaultPrevented).toBe(false);
  });
});

describe('a visit with a stored session: the server HTML (made for a visitor without one) stays hidden', () => {
  let remove = () => {};
  afterEach(() => {
    remove();
    localStorage.clear();
    document.documentElement.removeAttribute('data-session');
    history.replaceState(null, '', '/');
  });

  it.each([
    ['/uk/register', true, true],
    ['/en/password-change', true, true],
    ['/uk/login', true, false], // the login page ends the session: it is hydrated, so it shows
    ['/uk/login/', true, false],
    ['/uk/register', false, false],
  ])('%s, session %s → hidden %s', (path, session, hidden) => {
    history.replaceState(null, '', path);
    if (session) {
      localStorage.setItem('access_token', 'a');
      localStorage.setItem('refresh_token', 'r');
    }
    remove = installGuard();
    expect(document.documentElement.hasAttribute('data-session')).toBe(hidden);
  });

  it('rendering from scratch drops the server HTML and shows the root again', () => {
    const root = document.createElement('div');
    root.innerHTML = '<h1>Registration</h1>';
    document.documentElement.setAttribute('data-session', '');
    dropServerHtml(root);
    expect(root.childNodes).toHaveLength(0);
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);
  });
});
