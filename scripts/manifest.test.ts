import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { containerName } from '@broker/shared/contracts';
import {
  CABINET_ROUTES,
  DEFAULT_AREAS,
  MENU_ENTRIES,
  PUBLIC_ROUTE_NAMES,
  REMOTE_KEYS,
  REMOTES,
  ROUTE_OWNER,
  ROUTE_RECORDS,
  ROUTES,
  UNAUTHORIZED_WHITELIST,
  namespaceOf,
} from '@broker/shared/routes';
import { ROOT } from './lib/remotes.mjs';

/**
 * Issue 27 item 1: a page and a remote are written down once, in shared/src/routes/manifest.ts. Code
 * that ships (everything but tests, test helpers, the bench and e2e) names a remote — its registry key
 * or its MF container name — only in its own folder and the manifest; comments may (they are prose).
 */
const MANIFEST = 'shared/src/routes/manifest.ts';
const NOT_SHIPPED = [
  /(^|\/)e2e\//,
  /\.test(-d)?\.tsx?$/,
  /(^|\/)(test|test-utils)\//,
  /^scripts\/bench\//,
  /-test\.ts$/, // test programs run by npm test (scripts/topology/topology-test.ts) pick a subject remote
  /^scripts\/delivery\/stores\/store-contract\.ts$/, // the store contract suite every backend's test runs
  /^scripts\/remote\/race-deployer\.ts$/, // the race test's child process (registry-ops.race.test.ts) picks a subject remote
];

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

function shippedFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return tracked
    .split('\n')
    .filter((f) => /\.(ts|tsx|mts|mjs|js)$/.test(f) && f !== MANIFEST && !NOT_SHIPPED.some((re) => re.test(f)));
}

describe('the manifest', () => {
  it("a remote's name appears outside its own folder only in the manifest", () => {
    const names = REMOTE_KEYS.flatMap((key) => [key, containerName(key)].map((name) => ({ key, name })));
    const found: string[] = [];
    for (const file of shippedFiles()) {
      let code: string;
      try {
        code = withoutComments(readFileSync(join(ROOT, file), 'utf8'));
      } catch {
        continue; // deleted in the work tree
      }
      for (const { key, name } of names)
        if (!file.startsWith(`${key}/`) && new RegExp(`\\b${name}\\b(?![-_])`).test(code))
          found.push(`${file}: ${name}`);
    }
    expect(found, `derive these from ${MANIFEST} (REMOTES, ROUTE_RECORDS, namespaceOf, containerName)`).toEqual([]);
  });

  it('every list is the records read one way', () => {
    const names = Object.keys(ROUTE_RECORDS) as Array<keyof typeof ROUTE_RECORDS>;
    for (const n of names) {
      expect(ROUTES[n]).toBe(ROUTE_RECORDS[n].path);
      expect(ROUTE_OWNER[n]).toBe(ROUTE_RECORDS[n].owner);
    }
    expect(UNAUTHORIZED_WHITELIST).toEqual([
      'login',
      'register',
      'register-final-page',
      'diya-qr-code',
      'diya-qr-success',
      'diya-qr-sign-success',
    ]);
    // the whitelisted pages are public (a 401 there keeps the visitor, so the redirect rule must too)
    expect(UNAUTHORIZED_WHITELIST.every((n) => PUBLIC_ROUTE_NAMES.includes(n))).toBe(true);
    expect([...PUBLIC_ROUTE_NAMES].sort()).toEqual(
      [...UNAUTHORIZED_WHITELIST, 'password-change', 'server-error-placeholder'].sort(),
    );
    expect(CABINET_ROUTES).toEqual([
      'profile',
      'accounts',
      'documents-all',
      'documents-for-sign',
      'trade-limits',
      'messages',
    ]);
    expect(MENU_ENTRIES.map((m) => m.route)).toEqual([
      'profile',
      'accounts',
      'documents-all',
      'trade-limits',
      'messages',
    ]);
    expect(DEFAULT_AREAS).toEqual(Object.fromEntries(REMOTE_KEYS.map((k) => [k, REMOTES[k].area])));
  });

  it("a remote's namespace is the one its screens translate with (the prerender used to guess cabinet-documents)", () => {
    expect(namespaceOf('mfe-cabinet-documents')).toBe('documents');
    expect(namespaceOf('mfe-funds')).toBe('funds'); // a remote added later: the scaffold's rule
    for (const key of REMOTE_KEYS) {
      const src = execFileSync('git', ['grep', '-ho', "useTranslation('[a-z-]*'", '--', `${key}/src`], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      const used = new Set(
        src
          .split('\n')
          .filter(Boolean)
          .map((m) => m.slice("useTranslation('".length, -1)),
      );
      used.delete('common');
      expect([...used], key).toEqual([namespaceOf(key)]);
    }
  });

  it("each remote owns routes of its area's layout only, and a route of a remote is under a known remote", () => {
    for (const n of Object.keys(ROUTE_RECORDS) as Array<keyof typeof ROUTE_RECORDS>) {
      const r = ROUTE_RECORDS[n];
      if (r.owner === 'shell') continue;
      expect(REMOTE_KEYS, n).toContain(r.owner);
      expect(r.layout === 'cabinet', n).toBe(REMOTES[r.owner].area.cabinet);
    }
  });
});
