import { describe, expect, it } from 'vitest';
import type { Registry } from '@broker/shared/contracts';
import { areaRefusal } from './area-gate';

const version = {
  version: '1.0.0-a',
  manifest: 'x/1.0.0-a/mf-manifest.json',
  contractMajor: 1,
  publishedAt: '2026-01-01T00:00:00Z',
};
const registry = (remotes: Registry['remotes']): Registry => ({
  schema: 1,
  updatedAt: '2026-01-01T00:00:00Z',
  remotes,
});
const entry = (name: string, area?: { prefix: string; cabinet: boolean }) => ({
  name,
  live: version.version,
  history: [version],
  ...(area ? { area } : {}),
});

describe('deploy gate: areas', () => {
  const withFunds = registry({ 'mfe-funds': entry('mfe_funds', { prefix: 'funds', cabinet: true }) });

  it.each([
    [
      "another remote's built-in area",
      'mfe-new',
      { prefix: 'documents', cabinet: true },
      registry({}),
      'overlaps "documents", the area of mfe-cabinet-documents',
    ],
    [
      "a page inside another remote's area",
      'mfe-new',
      { prefix: 'messages/archive', cabinet: true },
      registry({}),
      'the area of mfe-cabinet-messages',
    ],
    [
      'an area the registry gave another remote',
      'mfe-new',
      { prefix: 'funds/bonds', cabinet: true },
      withFunds,
      'the area of mfe-funds',
    ],
    [
      "the parent of another remote's area (its pages would be inside the new area)",
      'mfe-new',
      { prefix: 'funds', cabinet: true },
      registry({ 'mfe-funds': entry('mfe_funds', { prefix: 'funds/bonds', cabinet: true }) }),
      'overlaps "funds/bonds", the area of mfe-funds',
    ],
    [
      "an existing remote moving its area onto the parent of another's",
      'mfe-cabinet-messages',
      { prefix: 'funds', cabinet: true },
      registry({ 'mfe-funds': entry('mfe_funds', { prefix: 'funds/bonds', cabinet: true }) }),
      'overlaps "funds/bonds", the area of mfe-funds',
    ],
    [
      'a spec route of another owner',
      'mfe-new',
      { prefix: 'trade-limits', cabinet: true },
      registry({}),
      'spec route trade-limits',
    ],
    [
      "a spec remote moving onto another's spec route",
      'mfe-cabinet-messages',
      { prefix: 'profile', cabinet: true },
      registry({}),
      'spec route profile',
    ],
    [
      'a shell page',
      'mfe-new',
      { prefix: 'server_is_not_available', cabinet: false },
      registry({}),
      'not a valid prefix',
    ],
    [
      'a menu outside the cabinet',
      'mfe-new',
      { prefix: 'news', cabinet: false, menu: { uk: 'Новини', en: 'News' } },
      registry({}),
      'needs a cabinet area',
    ],
  ])('refuses %s', (_, key, area, reg, why) => {
    expect(areaRefusal(key, area, reg)).toContain(why);
  });

  it('a registry area moved away frees the default prefix', () => {
    const moved = registry({
      'mfe-cabinet-documents': entry('mfe_cabinet_documents', { prefix: 'docs', cabinet: true }),
    });
    expect(areaRefusal('mfe-new', { prefix: 'documents/archive', cabinet: true }, moved)).toBeNull();
    expect(areaRefusal('mfe-new', { prefix: 'documents/archive', cabinet: true }, registry({}))).toContain(
      'mfe-cabinet-documents',
    );
  });

  it.each([
    ['a free prefix', 'mfe-new', { prefix: 'bonds', cabinet: true }, withFunds],
    ['its own area again (redeploy)', 'mfe-funds', { prefix: 'funds', cabinet: true }, withFunds],
    ['its own area narrowed', 'mfe-funds', { prefix: 'funds/x', cabinet: true }, withFunds],
    ['no area at all', 'mfe-new', undefined, withFunds],
  ])('allows %s', (_, key, area, reg) => {
    expect(areaRefusal(key, area, reg)).toBeNull();
  });
});
