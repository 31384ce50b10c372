import { describe, expect, it } from 'vitest';
import { EXPOSE_SHARED_FIELD, shareKeyOf, withExposeShared } from './expose-shared';

describe('share keys of consume-shared modules (rspack module identifiers)', () => {
  it.each([
    ['consume shared module (default) react@^19.3.1 (singleton) (fallback: ./node_modules/react/index.js)', 'react'],
    [
      'consume shared module (default) @broker/shared/ui@^1.0.0 (singleton) (fallback: ../shared/src/ui/index.ts)',
      '@broker/shared/ui',
    ],
    ['consume shared module (default) @hookform/resolvers/zod@^5.2.2 (singleton)', '@hookform/resolvers/zod'],
    ['consume shared module (default) react/jsx-runtime@^19.3.1 (singleton)', 'react/jsx-runtime'],
    ['javascript/auto|/work/mfe/src/expose/app.tsx', undefined],
    ['provide shared module (default) react@19.3.1 = ./node_modules/react/index.js', undefined],
  ])('%s → %s', (identifier, key) => {
    expect(shareKeyOf(identifier)).toBe(key);
  });

  it('adds the table to the manifest and keeps everything else', () => {
    const out = JSON.parse(
      withExposeShared(JSON.stringify({ id: 'x', exposes: [] }), { './app': ['react'] }),
    ) as Record<string, unknown>;
    expect(out).toEqual({ id: 'x', exposes: [], [EXPOSE_SHARED_FIELD]: { './app': ['react'] } });
  });
});
