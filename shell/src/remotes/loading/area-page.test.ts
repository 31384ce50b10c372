import { describe, expect, it } from 'vitest';
import { areaPageAnswer, remoteToLoad, type AreaPageAnswer } from './area-page';

const KEY = 'mfe-cabinet-documents';

interface V {
  version: string;
  areaPages?: string[];
  withdrawnAt?: string;
  staged?: boolean;
}
/** history newest first: the canary (when given), live, then older versions */
function registry(history: V[], live: string, canary?: string) {
  return { remotes: { [KEY]: { live, history, ...(canary ? { canary: { version: canary } } : {}) } } };
}
const v = (version: string, areaPages?: string[], more: Partial<V> = {}): V => ({
  version,
  ...(areaPages ? { areaPages } : {}),
  ...more,
});
const area = (rest: string) => ({ route: null, owner: KEY, rest });

const listed = registry([v('b', ['', 'archive', 'archive/:id']), v('a', ['archive'])], 'b');
const none = registry([v('b', []), v('a', [])], 'b');

describe('is this path a page of its remote, before loading it', () => {
  it.each<[string, AreaPageAnswer, Parameters<typeof areaPageAnswer>]>([
    ['an exact page', 'page', [area('archive'), listed]],
    ['the prefix itself, a page at ""', 'page', [area(''), listed]],
    ['a pattern page', 'page', [area('archive/7'), listed]],
    ['below a pattern page', 'no-page', [area('archive/7/more'), listed]],
    ['an unknown path, every version listing its pages', 'no-page', [area('nonsense'), listed]],
    ['the prefix of an area without pages', 'no-page', [area(''), none]],
    [
      'a spec route (documents/all), whatever the lists say',
      'page',
      [{ route: 'documents-all', owner: KEY, rest: '' }, none],
    ],
    ['last-known-good without a list', 'unknown', [area('nonsense'), registry([v('b', []), v('a')], 'b')]],
    ['live without a list', 'unknown', [area('nonsense'), registry([v('b'), v('a', [])], 'b')]],
    ['a canary without a list', 'unknown', [area('nonsense'), registry([v('c'), v('b', []), v('a', [])], 'b', 'c')]],
    ['a page only the canary has', 'page', [area('new'), registry([v('c', ['new']), v('b', [])], 'b', 'c')]],
    ['a page only last-known-good has', 'page', [area('old'), registry([v('b', []), v('a', ['old'])], 'b')]],
    ['an override set for this remote', 'unknown', [area('nonsense'), none, { [KEY]: 'a' }]],
    ['an override of another remote', 'no-page', [area('nonsense'), none, { 'mfe-signing': 'x' }]],
    [
      'a withdrawn version without a list (never loaded)',
      'no-page',
      [area('x'), registry([v('b', []), v('a', undefined, { withdrawnAt: 't' }), v('z', [])], 'b')],
    ],
    [
      'a staged version without a list (never loaded without an override)',
      'no-page',
      [area('x'), registry([v('s', undefined, { staged: true }), v('b', [])], 'b')],
    ],
    ['a remote the registry does not have', 'unknown', [area('nonsense'), { remotes: {} }]],
    ['no registry', 'unknown', [area('nonsense'), null]],
    ['a path in no area', 'unknown', [{ route: null, owner: null, rest: '' }, none]],
  ])('%s → %s', (_, answer, args) => {
    expect(areaPageAnswer(...args)).toBe(answer);
  });
});

describe('which remote a path loads (the early load, the menu prefetch, the boot hints)', () => {
  it.each<[string, string | null, Parameters<typeof remoteToLoad>]>([
    ['a page of its remote', KEY, [area('archive'), listed]],
    ['unknown (a version without a list): the remote decides', KEY, [area('x'), registry([v('b')], 'b')]],
    ['a path no loadable version has', null, [area('nonsense'), listed]],
    ['a spec route of the remote', KEY, [{ route: 'documents-all', owner: KEY, rest: '' }, none]],
    ["the shell's own page", null, [{ route: 'private-cabinet', owner: 'shell', rest: '' }, listed]],
    ['a path in no area', null, [{ route: null, owner: null, rest: '' }, listed]],
  ])('%s → %s', (_, remote, args) => {
    expect(remoteToLoad(...args)).toBe(remote);
  });
});
