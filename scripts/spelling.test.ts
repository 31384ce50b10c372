// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib/env';

/**
 * Spelling of every translation, with Debian's hunspell (uk_UA from hunspell-uk, en_US from
 * hunspell-en-us; `npm test` installs them when missing, scripts/lib/bootstrap.mjs). Cyrillic words
 * are checked against uk_UA and Latin ones against en_US, whichever locale they stand in (the uk texts
 * name BankID, the en ones may name a language in Ukrainian).
 */

/** Words the dictionaries lack but the product means. Keep it short: a real word belongs in neither. */
const ALLOWED = new Set([
  // product and domain names, abbreviations
  'РНОКПП',
  'Diia',
  'BankID',
  'IBAN',
  'FATCA',
  'SMS',
  'FX',
  'IDP',
  // current Ukrainian the dictionary predates (the 2019 orthography's "акаунт"), and "ел. пошта"
  'акаунт',
  'акаунта',
  'логін',
  'ел',
  // date-format hints (ДД.ММ.РРРР, DD.MM.YYYY, MM/YY)
  'ДД',
  'РР',
  'РРРР',
  'YY',
  'YYYY',
  // file types the upload hints list
  'bmp',
  'heic',
  'jpeg',
  'jpg',
  'pdf',
  'png',
  'svg',
]);

type Dict = 'uk_UA' | 'en_US';
const CYRILLIC = /[\u0400-\u04ff]/;

/** The words of one translation: no {{placeholders}}, tags, addresses, numbers or hyphen ends. */
export function wordsOf(text: string): string[] {
  const plain = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  return (plain.match(/[\p{L}\p{M}’'-]+/gu) ?? [])
    .map((w) => w.replace(/^[-'’]+|[-'’]+$/g, ''))
    .filter((w) => w !== '');
}

/** The words hunspell does not know (one process per dictionary; throws when it cannot run). */
export function misspelled(words: Iterable<string>): string[] {
  const byDict: Record<Dict, Set<string>> = { uk_UA: new Set(), en_US: new Set() };
  for (const w of words) if (!ALLOWED.has(w)) byDict[CYRILLIC.test(w) ? 'uk_UA' : 'en_US'].add(w);
  return (Object.keys(byDict) as Dict[]).flatMap((dict) => {
    if (byDict[dict].size === 0) return [];
    const res = spawnSync('hunspell', ['-d', dict, '-l', '-i', 'utf-8'], {
      input: [...byDict[dict]].join('\n'),
      encoding: 'utf8',
    });
    if (res.error || res.status !== 0) {
      throw new Error(
        `hunspell -d ${dict} could not run (${res.error?.message ?? res.stderr.trim()}): apt-get install hunspell hunspell-uk hunspell-en-us, or run npm test`,
      );
    }
    return res.stdout.split('\n').filter((w) => w !== '');
  });
}

/** Every locale file of the workspace: shared namespaces, the shell, each remote. */
function localeFiles(): string[] {
  const sharedDir = join(ROOT, 'shared/src/i18n/locales');
  const shared = readdirSync(sharedDir).flatMap((lang) =>
    readdirSync(join(sharedDir, lang)).map((f) => join(sharedDir, lang, f)),
  );
  const packages = readdirSync(ROOT)
    .filter((d) => d === 'shell' || d.startsWith('mfe-'))
    .flatMap((pkg) => ['uk.json', 'en.json'].map((f) => join(ROOT, pkg, 'src/locales', f)))
    .filter((p) => existsSync(p));
  return [...shared, ...packages];
}

/** key path → text of one translation file. */
function entries(obj: unknown, prefix = ''): Array<[string, string]> {
  if (typeof obj === 'string') return [[prefix, obj]];
  if (typeof obj !== 'object' || obj === null) return [];
  return Object.entries(obj).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}

describe('spelling (hunspell uk_UA + en_US)', () => {
  it('the checker flags a misspelling in either language and passes good words and the allow-list', () => {
    expect(misspelled(['Підтвердіть', 'Продовжіть', 'recieve'])).toEqual(
      expect.arrayContaining(['Підтвердіть', 'Продовжіть', 'recieve']),
    );
    expect(misspelled(['Підтвердьте', 'Продовжте', 'зв’язок', 'receive', 'РНОКПП', 'Diia'])).toEqual([]);
  });

  it('splits texts into words without placeholders, markup or addresses', () => {
    expect(wordsOf('Код надіслано на {{phone}} — <b>зв’язок</b> з help@x.test, е-пошта-')).toEqual([
      'Код',
      'надіслано',
      'на',
      'зв’язок',
      'з',
      'е-пошта',
    ]);
  });

  it.each(localeFiles().map((f) => [relative(ROOT, f), f]))('%s', (_name, file) => {
    const texts = entries(JSON.parse(readFileSync(file, 'utf8')));
    const bad = new Set(misspelled(new Set(texts.flatMap(([, text]) => wordsOf(text)))));
    const where = texts.flatMap(([key, text]) =>
      wordsOf(text)
        .filter((w) => bad.has(w))
        .map((w) => `${w} (${key})`),
    );
    expect(where).toEqual([]);
  });
});
