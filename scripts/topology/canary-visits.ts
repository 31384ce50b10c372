/**
 * Real visits for the topology test's canary (topology-test.ts): Chromium opens a page of the remote
 * through the edge as a browser inside or outside the canary's share, and the visit ends once the
 * controllers answered its reports — the page's own `visit` report and, for a canary browser, the
 * `remote-render` failure of the faulty build (the shell shows stable in its place).
 */
import type { Browser } from '@playwright/test';
import { bucketOf } from '../../shell/src/remotes/delivery/bucket';
import { until } from './topology-kit';

/** A public page of mfe-signing (no session needed): the remote renders it in the browser. */
export const SIGNING_PAGE = { path: '/uk/document-sign/sharing/success', testId: 'screen-diya-qr-sign-success' };

/** `n` browser ids inside (or outside) the remote's canary share, by the shell's own bucket function. */
export function clientIds(remote: string, inCanary: boolean, n: number, percent: number, skip = 0): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < n + skip; i++) {
    const id = i.toString(16).padStart(24, '0');
    if (bucketOf(id, remote) < percent * 100 === inCanary) ids.push(id);
  }
  return ids.slice(skip);
}

export interface SentReport {
  kind: string;
  remote: string;
  version: string;
  shownVersion?: string;
}

/**
 * One page visit by the browser `clientId`; resolves with the reports the controllers answered 204
 * once the remote's screen shows and the visit (and, when `failing`, the render failure) was answered.
 */
export async function visit(
  browser: Browser,
  edge: string,
  remote: string,
  clientId: string,
  failing: boolean,
): Promise<SentReport[]> {
  const context = await browser.newContext();
  try {
    await context.addInitScript((id) => localStorage.setItem('broker.delivery.client', id), clientId);
    const page = await context.newPage();
    page.on('pageerror', () => undefined); // the faulty build's throw, caught by the remote's boundary
    const answered: SentReport[] = [];
    page.on('response', (res) => {
      if (!res.url().endsWith('/__delivery/reports') || res.status() !== 204) return;
      const body = JSON.parse(res.request().postData() ?? '{}') as SentReport;
      if (body.remote === remote) answered.push(body);
    });
    await page.goto(`${edge}${SIGNING_PAGE.path}`);
    await page.getByTestId(SIGNING_PAGE.testId).waitFor({ timeout: 30_000 });
    await until(
      `client ${clientId}'s reports answered`,
      async () =>
        answered.some((r) => r.kind === 'visit') && (!failing || answered.some((r) => r.kind === 'remote-render')),
      15_000,
    );
    return answered;
  } finally {
    await context.close();
  }
}
