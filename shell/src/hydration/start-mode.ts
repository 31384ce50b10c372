import { serverRenderedPage } from '../config/boot-data';
import { hydratesServerPage } from './server-page';
import { dropServerHtml, keepCabinetFrame } from './submit-guard';

/**
 * How this page load starts (bootstrap.tsx): hydrate the server's HTML, or render from scratch. A page
 * rendered from scratch (a visitor with a session on a public page: the HTML was made for one without)
 * loses the server's HTML and its root is shown again — the inline guard hid it — so the client's render
 * is visible and nothing of the visitor-without-session page flashes. A cabinet page's frame
 * (issue 29 item 6) is kept for a visit with a session and dropped (it was hidden) for one without.
 */
export function startMode(container: Element): 'hydrate' | 'render' {
  if (hydratesServerPage()) return 'hydrate';
  // a cabinet page's frame shown for this visit with a session stays until the first render replaces it
  if (!keepCabinetFrame(container)) dropServerHtml(container);
  return 'render';
}

/**
 * Once the registry is read (before hydrating): the server's HTML is the live version's — it cannot know
 * this browser's canary bucket or override, both kept in localStorage. A browser given another version
 * (`assigned`: remote-loader's assignedVersion) renders the page from scratch, so one version's HTML is
 * never hydrated with another's code and no mismatch is reported against the live version.
 */
export function serverPageFits(container: Element, assigned: (remote: string) => string | undefined): boolean {
  const page = serverRenderedPage();
  const given = page ? assigned(page.remote) : undefined;
  if (!page || given === undefined || given === page.version) return true;
  dropServerHtml(container);
  return false;
}
