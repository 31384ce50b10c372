import { describe, expect, it } from 'vitest';
import { mfPartsRefusal } from './contract-gate';

describe('deploy gate: the MF bundler runtime a remote entry takes from the live shell', () => {
  it.each([
    ['a build that bundles its own (older build, dev)', undefined, '2.9.2', null],
    ['the same version', '2.9.2', '2.9.2', null],
    ['another version', '2.9.2', '2.10.0', /needs the MF bundler runtime 2\.9\.2 .* provides 2\.10\.0/],
    ['a shell older than the parts', '2.9.2', undefined, /provides none/],
  ])('%s', (_label, needs, provided, refusal) => {
    const out = mfPartsRefusal(needs, { mfParts: provided });
    if (refusal === null) expect(out).toBeNull();
    else expect(out).toMatch(refusal);
  });
});
