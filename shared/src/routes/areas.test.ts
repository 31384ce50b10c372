import { describe, expect, it } from 'vitest';
import {
  areaConflict,
  areaOf,
  DEFAULT_AREAS,
  isUnauthorizedWhitelisted,
  ownerOfPath,
  resolveAreas,
  type Area,
} from './areas';

const defaults = resolveAreas({}).areas;

describe('route → owner', () => {
  it.each([
    ['/uk/documents/all', 'mfe-cabinet-documents', 'documents-all', null],
    ['/en/documents/archive', 'mfe-cabinet-documents', null, 'documents'],
    ['/uk/documents/archive/2024/', 'mfe-cabinet-documents', null, 'documents'],
    ['/uk/documents', 'mfe-cabinet-documents', null, 'documents'],
    ['/uk/messages', 'mfe-cabinet-messages', 'messages', null],
    ['/uk/messages/42', 'mfe-cabinet-messages', null, 'messages'],
    ['/uk/register/form', 'mfe-onboarding', 'register-form', null],
    ['/uk/register/extra', 'mfe-onboarding', null, 'register'],
    ['/uk/document-sign/help', 'mfe-signing', null, 'document-sign'],
    ['/uk/profile', 'mfe-cabinet-accounts', 'profile', null],
    ['/uk/server_is_not_available', 'shell', 'server-error-placeholder', null],
    // segment-wise: documents2 is no page of the documents area
    ['/uk/documents2', null, null, null],
    ['/uk/nowhere', null, null, null],
  ])('%s → %s', (path, owner, route, prefix) => {
    const r = ownerOfPath(path, defaults);
    expect(r.owner).toBe(owner);
    expect(r.route).toBe(route);
    expect(r.area?.prefix ?? null).toBe(prefix);
  });

  it.each([
    ['/uk/documents', ''],
    ['/uk/documents/', ''],
    ['/en/documents/archive/7/', 'archive/7'],
    ['/uk/documents/all', ''], // a spec route: no area, nothing below one
    ['/uk/nowhere', ''],
  ])('%s: the path below the area prefix is "%s"', (path, rest) => {
    expect(ownerOfPath(path, defaults).rest).toBe(rest);
  });

  it('the longest prefix wins', () => {
    const areas: Area[] = [
      ...defaults,
      { owner: 'mfe-x', prefix: 'funds/reports', cabinet: true },
      { owner: 'mfe-y', prefix: 'funds', cabinet: true },
    ];
    expect(areaOf('funds/reports/1', areas)?.owner).toBe('mfe-x');
    expect(areaOf('funds/other', areas)?.owner).toBe('mfe-y');
  });
});

describe('area conflicts', () => {
  it.each([
    ['mfe-funds', 'documents', 'overlaps "documents", the area of mfe-cabinet-documents'],
    ['mfe-funds', 'documents/archive', 'overlaps "documents"'],
    ['mfe-funds', 'messages', 'overlaps "messages"'],
    ['mfe-funds', 'profile', 'covers the spec route profile (/profile) of mfe-cabinet-accounts'],
    ['mfe-funds', 'trade-limits/x', 'covers the spec route trade-limits'],
    ['mfe-funds', 'login', 'covers the spec route login'],
    ['mfe-funds', 'Funds', 'not a valid prefix'],
    ['mfe-funds', 'uk/funds', 'not a valid prefix'],
    ['mfe-funds', '__status', 'not a valid prefix'],
    ['mfe-funds', 'server_is_not_available', 'not a valid prefix'],
    ['mfe-funds', '', 'not a valid prefix'],
    ['mfe-funds', '../x', 'not a valid prefix'],
    [
      'mfe-cabinet-accounts',
      'trade-limits',
      'covers the spec route trade-limits (/trade-limits) of mfe-cabinet-documents',
    ],
  ])('%s claiming "%s" is refused', (owner, prefix, why) => {
    expect(areaConflict(owner, prefix, defaults)).toContain(why);
  });

  it.each([
    ['mfe-funds', 'funds'],
    ['mfe-funds', 'documents2'],
    ['mfe-cabinet-documents', 'documents'],
    // a remote may move its area over its own spec routes
    ['mfe-cabinet-documents', 'trade-limits'],
  ])('%s may claim "%s"', (owner, prefix) => {
    expect(areaConflict(owner, prefix, defaults)).toBeNull();
  });
});

describe('registry areas over the built-in default', () => {
  it('without declarations the spec default table is in force', () => {
    expect(defaults.map((a) => [a.owner, a.prefix])).toEqual(
      Object.entries(DEFAULT_AREAS).map(([o, d]) => [o, d.prefix]),
    );
  });

  it("a registry declaration replaces its owner's default and adds new remotes", () => {
    const { areas, skipped } = resolveAreas({
      'mfe-cabinet-documents': { prefix: 'docs', cabinet: true },
      'mfe-funds': { prefix: 'funds', cabinet: true, menu: { uk: 'Фонди', en: 'Funds' } },
    });
    expect(skipped).toEqual([]);
    expect(areaOf('docs/archive', areas)?.owner).toBe('mfe-cabinet-documents');
    expect(areaOf('documents/archive', areas)).toBeNull();
    expect(areas.find((a) => a.owner === 'mfe-funds')).toEqual({
      owner: 'mfe-funds',
      prefix: 'funds',
      cabinet: true,
      menu: { uk: 'Фонди', en: 'Funds' },
    });
  });

  it('a conflicting declaration is skipped, its owner keeps its default', () => {
    const { areas, skipped } = resolveAreas({
      'mfe-cabinet-messages': { prefix: 'documents/inbox', cabinet: true },
      'mfe-thief': { prefix: 'profile', cabinet: true },
    });
    expect(skipped).toHaveLength(2);
    expect(areaOf('messages/1', areas)?.owner).toBe('mfe-cabinet-messages');
    expect(areaOf('documents/inbox', areas)?.owner).toBe('mfe-cabinet-documents');
    expect(areas.some((a) => a.owner === 'mfe-thief')).toBe(false);
  });

  it('a menu entry belongs to cabinet areas only', () => {
    const { areas } = resolveAreas({ 'mfe-pub': { prefix: 'pub', cabinet: false, menu: { uk: 'П', en: 'P' } } });
    expect(areas.find((a) => a.owner === 'mfe-pub')?.menu).toBeUndefined();
  });
});

describe('401 whitelist (onboarding §8): the named routes listed, and every page of a public area', () => {
  const areas: Area[] = [
    ...resolveAreas({}).areas,
    { owner: 'mfe-offers', prefix: 'offers', cabinet: false },
    { owner: 'mfe-funds', prefix: 'funds', cabinet: true },
  ];
  it.each([
    ['/uk/login', true],
    ['/en/register/final', true],
    ['/uk/register/form', false], // a named route inside a public area keeps its own flag
    ['/uk/profile', false],
    ['/uk/offers', true],
    ['/en/offers/bonds/42', true],
    ['/uk/register/extra-page', true], // onboarding's own area (public)
    ['/uk/document-sign/anything', true],
    ['/uk/funds/reports', false],
    ['/uk/documents/archive', false],
    ['/uk/nowhere', false],
  ])('%s → %s', (path, whitelisted) => {
    expect(isUnauthorizedWhitelisted(path, areas)).toBe(whitelisted);
  });
});
