// @vitest-environment node
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/env';

/** Every key path of a nested translation object ("login.title", "status.APPROVED"). */
function keyPaths(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

const load = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as unknown;

/** [label, uk file, en file] for every namespace of the workspace. */
function namespaces(): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  const sharedDir = join(ROOT, 'shared/src/i18n/locales');
  for (const f of readdirSync(join(sharedDir, 'uk')))
    out.push([`shared:${f}`, join(sharedDir, 'uk', f), join(sharedDir, 'en', f)]);
  for (const pkg of readdirSync(ROOT).filter((d) => d === 'shell' || d.startsWith('mfe-'))) {
    const dir = join(ROOT, pkg, 'src/locales');
    if (existsSync(join(dir, 'uk.json'))) out.push([pkg, join(dir, 'uk.json'), join(dir, 'en.json')]);
  }
  return out;
}

describe('translations: uk and en have the same keys, none empty', () => {
  it.each(namespaces())('%s', (_label, ukFile, enFile) => {
    const uk = load(ukFile);
    const en = load(enFile);
    expect(keyPaths(en).sort()).toEqual(keyPaths(uk).sort());
    const empty = [...keyPaths(uk).map((k) => ['uk', k]), ...keyPaths(en).map((k) => ['en', k])].filter(([lang, k]) => {
      const value = k!
        .split('.')
        .reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], lang === 'uk' ? uk : en);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
