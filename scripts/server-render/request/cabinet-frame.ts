/**
 * The signed-in first frame (issue 29 item 6): a cabinet page's HTML carries the cabinet's frame — header,
 * menu, the page's heading and a skeleton, prerendered per language and route by the shell's build
 * (ssr/shell.json, shell/src/cabinet/cabinet-frame.tsx), so nothing personal: the page is cached for every
 * visitor of one registry state. The page's inline guard shows it only when a session is stored (the
 * server cannot see localStorage, the guard can, before the first paint); a visitor without one sees
 * nothing of it on the way to the login page. The browser renders the same frame while the session loads.
 */
import { CABINET_ROUTES, isLang, LANGS, ownerOfPath, resolveAreas } from '@broker/shared/routes';
import type { ShellPages } from '../../../shell/src/server/render-shell-page';
import { AREA_FRAME } from '../../../shell/src/server/cabinet-frames';
import type { Registry } from './boot-hints';

/** Hides the server's frame unless the inline guard found a session (it sets `data-session` on <html>). */
export const FRAME_HIDDEN_STYLE = 'html:not([data-session]) [data-server-frame]{display:none}';

const attrText = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The frame of a cabinet page in its language (its menu entry marked), or null for any other page. */
export function cabinetFrame(url: URL, registry: Registry | undefined, shell: ShellPages | null): string | null {
  const lang = url.pathname.split('/')[1];
  const frames = isLang(lang) ? shell?.langs[lang]?.cabinet : undefined;
  if (!frames || !lang) return null;
  // the registry's areas over the built-in table, as the browser's router will have them
  const declared = Object.fromEntries(Object.entries(registry?.remotes ?? {}).map(([key, e]) => [key, e.area]));
  const { route, area } = ownerOfPath(url.pathname, resolveAreas(declared).areas);
  const frame = route
    ? CABINET_ROUTES.includes(route)
      ? frames[route]
      : undefined
    : area?.cabinet && frames[AREA_FRAME];
  if (!frame) return null;
  // the language links lead to this very URL in the other language (the frame was rendered at the route's path)
  const tail = url.pathname.slice(lang.length + 1) + url.search;
  let html = frame.replace('data-cabinet-frame=""', 'data-cabinet-frame="" data-server-frame=""');
  for (const l of LANGS)
    html = html.replace(new RegExp(`(<a lang="${l}"[^>]*? href=")[^"]*"`), `$1${attrText(`/${l}${tail}`)}"`);
  return html;
}
