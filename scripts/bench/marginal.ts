/**
 * What visiting one more remote costs beyond its own code: every byte of the step that is not an API
 * call and not one of the remote's own chunks (its exposed module's files that are not a shared
 * library's fallback) — its entry (with or without an MF runtime), manifest, integrity list, and any
 * library it downloads again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Settings } from '../lib/env';
import type { NetRequest } from './network-log';

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Manifest {
  shared: Array<{ assets: Assets }>;
  exposes: Array<{ assets: Assets }>;
}

const files = (a: Assets) => [...a.js.sync, ...a.js.async, ...a.css.sync, ...a.css.async];
const ownCache = new Map<string, Set<string>>();

/** Absolute URLs of a version's own code, from its mf-manifest.json in the CDN folder. */
function ownFiles(s: Settings, versionPath: string): Set<string> {
  let own = ownCache.get(versionPath);
  if (own) return own;
  own = new Set();
  const file = join(s.cdnDir, versionPath, 'mf-manifest.json');
  if (existsSync(file)) {
    const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    const shared = new Set(m.shared.flatMap((x) => files(x.assets)));
    for (const f of m.exposes.flatMap((x) => files(x.assets)))
      if (!shared.has(f)) own.add(`${s.cdnOrigin}/${versionPath}/${f}`);
  }
  ownCache.set(versionPath, own);
  return own;
}

export function marginalBytes(step: NetRequest[], s: Settings): number {
  let total = 0;
  for (const r of step) {
    if (r.url.startsWith(s.apiOrigin) || r.url.startsWith('ws:')) continue;
    if (r.url.startsWith(`${s.cdnOrigin}/`)) {
      const parts = new URL(r.url).pathname.split('/').filter(Boolean);
      if (parts.length >= 3 && ownFiles(s, `${parts[0]}/${parts[1]}`).has(r.url)) continue;
    }
    total += r.bytes;
  }
  return total;
}
