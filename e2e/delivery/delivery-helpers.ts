import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { remoteCli } from '../support/global-setup';
import { buildFaultRelease } from '../support/test-build';

export { remoteCli };
import { e2eSettings } from '../support/env';

export const ROOT = resolve(import.meta.dirname, '../..');
export const s = e2eSettings();
const CDN_DIR = join(ROOT, s.cdnDir);

/** The remote the delivery tests break: its success page is public (no session needed). */
export const SUBJECT = {
  remote: 'mfe-signing',
  path: '/uk/document-sign/sharing/success',
  testId: 'screen-diya-qr-sign-success',
} as const;
/** Another remote that must keep working meanwhile. */
export const OTHER = { remote: 'mfe-onboarding', path: '/uk/login', testId: 'screen-login' } as const;

export interface RegistryVersion {
  version: string;
  manifest: string;
  contractMajor: number;
  publishedAt: string;
  integrity?: string;
  withdrawnAt?: string;
  staged?: boolean;
}
export interface Registry {
  schema: 1;
  updatedAt: string;
  remotes: Record<
    string,
    {
      name: string;
      live: string;
      history: RegistryVersion[];
      canary?: { version: string; percent: number; startedAt: string; stable: string };
      lastDecision?: {
        action: 'promote' | 'abort';
        version: string;
        by: 'controller' | 'human';
        at: string;
        reason: string;
      };
    }
  >;
}

export function readRegistryText(): string {
  return readFileSync(join(CDN_DIR, 'registry.json'), 'utf8');
}
export function readRegistry(): Registry {
  return JSON.parse(readRegistryText()) as Registry;
}

/** Same atomic write as the deploy tool (temp file + rename): the CDN never serves half a registry. */
export function writeRegistryText(text: string): void {
  const tmp = join(CDN_DIR, `.registry.e2e.${process.pid}.tmp`);
  writeFileSync(tmp, text);
  renameSync(tmp, join(CDN_DIR, 'registry.json'));
}

/** Hand-edit one remote's entry, as an operator (or an attacker) could. */
export function editEntry(remote: string, change: (e: Registry['remotes'][string]) => void): void {
  const r = readRegistry();
  change(r.remotes[remote]!);
  writeRegistryText(JSON.stringify(r, null, 2));
}

/**
 * Every delivery test leaves the registry as it found it (the version folders stay: they are immutable
 * and harmless), so tests stay independent of their order.
 */
export function restoreRegistryAfterEach(t: {
  beforeEach: (fn: () => void) => void;
  afterEach: (fn: () => void) => void;
}): void {
  let saved = '';
  t.beforeEach(() => {
    saved = readRegistryText();
  });
  t.afterEach(() => {
    if (saved) writeRegistryText(saved);
  });
}

export function liveVersion(remote: string): RegistryVersion {
  const e = readRegistry().remotes[remote]!;
  return e.history.find((v) => v.version === e.live)!;
}

/** Runs the deploy CLI against the e2e CDN; throws with its output when it fails. */
export function cli(args: string[], env: NodeJS.ProcessEnv = {}): string {
  const res = remoteCli(args, env);
  const out = `${res.stdout}${res.stderr}`;
  if (res.status !== 0) throw new Error(`remote ${args.join(' ')} failed (${res.status}):\n${out}`);
  return out;
}

const built = new Set<string>();

/**
 * Builds a test release of a remote once per run into .tmp/delivery-builds/<tag>/<remote> (never into
 * the remote's own dist/, which other tests publish with --no-build) and deploys it. A fault build
 * (BUILD_FAULT=load|render) comes from the test-only helper; anything else from the deploy CLI itself.
 */
export function deployTestBuild(remote: string, tag: string, env: NodeJS.ProcessEnv): string {
  const out = `.tmp/delivery-builds/${tag}`;
  const fresh = !built.has(`${tag}/${remote}`);
  const fault = env.BUILD_FAULT === 'load' || env.BUILD_FAULT === 'render' ? env.BUILD_FAULT : null;
  if (fresh && fault) buildFaultRelease(remote, join(out, remote), fault, env);
  const args = ['deploy', remote, '--out', out, ...(fresh && !fault ? [] : ['--no-build'])];
  const output = cli(args, env);
  built.add(`${tag}/${remote}`);
  return output;
}

export function testBuildDir(remote: string, tag: string): string {
  return join(ROOT, '.tmp/delivery-builds', tag, remote);
}

/** sha256 over every file of the shell's build (paths and bytes): equal before and after ⇔ untouched. */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string): string[] =>
    readdirSync(d)
      .sort()
      .flatMap((name) => (statSync(join(d, name)).isDirectory() ? walk(join(d, name)) : [join(d, name)]));
  for (const file of walk(dir)) hash.update(relative(dir, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/** Client-side navigation (no reload), as a click in the app would do: the page session survives. */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export interface SentReport {
  kind: string;
  remote?: string;
  version?: string;
  /** remote-render: the version shown instead (last-known-good), if any */
  shownVersion?: string;
  message: string;
}

/** Captures what the shell reports (the sandbox may not run the collector): answers 204 and records. */
export async function captureReports(page: Page): Promise<SentReport[]> {
  const reports: SentReport[] = [];
  const cors = {
    'access-control-allow-origin': s.shellOrigin,
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'content-type',
  };
  await page.route(`${s.apiOrigin}/__sandbox/reports`, async (route) => {
    if (route.request().method() === 'POST') reports.push(JSON.parse(route.request().postData() ?? '{}') as SentReport);
    await route.fulfill({ status: 204, headers: cors });
  });
  return reports;
}

export const isRemoteRequest = (remote: string) => (r: Request) => r.url().startsWith(`${s.cdnOrigin}/${remote}/`);
export const remoteGlob = (remote: string) => `${s.cdnOrigin}/${remote}/**`;
