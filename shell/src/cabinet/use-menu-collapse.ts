import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { breakpoints } from '@broker/shared/ui';

/** Cabinet §9: under 1200 px the menu collapses behind a toggle. */
export const COLLAPSED_MENU_QUERY = `(max-width: ${breakpoints.desktop - 0.02}px)`;

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a media query matches now, following changes (resize, rotation, zoom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false);
}

/**
 * The collapsible menu's state: `collapsed` under 1200 px; there `open` is toggled by the button and
 * closes on navigation and on Escape (focus goes back to the toggle, so keyboard users are not lost).
 */
export function useMenuCollapse() {
  const collapsed = useMediaQuery(COLLAPSED_MENU_QUERY);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!collapsed) setOpen(false); // back at desktop width the side column shows; a stale "open" must not linger
  }, [collapsed]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return {
    collapsed,
    /** the menu is visible: always at desktop width, when opened below it */
    visible: !collapsed || open,
    open,
    toggle: () => setOpen((o) => !o),
    close: () => setOpen(false),
    toggleRef,
  };
}
