import { hydratesServerPage } from '../session/server-page';
import { dropServerHtml } from '../remotes/submit-guard';

/**
 * How this page load starts (bootstrap.tsx): hydrate the server's HTML, or render from scratch. A page
 * rendered from scratch (a visitor with a session on a public page: the HTML was made for one without)
 * loses the server's HTML and its root is shown again — the inline guard hid it — so the client's render
 * is visible and nothing of the visitor-without-session page flashes.
 */
export function startMode(container: Element): 'hydrate' | 'render' {
  if (hydratesServerPage()) return 'hydrate';
  dropServerHtml(container);
  return 'render';
}
