import { describe, expect, it } from 'vitest';
import { buildInfoRefusal, mfPartsRefusal, ownRuntimeNote } from './contract-gate';

const shell = (mfParts?: string) => ({
  schema: 1 as const,
  contractMajor: 1,
  sharedVersion: '1.0.0',
  ...(mfParts ? { mfParts } : {}),
});
const lean = (v: string) => ({ mfParts: v });
const own = (v: string) => ({ mfRuntime: 'own', mfVersion: v });

describe('deploy gate: MF upgrades without lockstep', () => {
  it.each([
    ["a lean entry on the shell's version", lean('2.9.2'), '2.9.2', null],
    [
      "a lean entry on another version (it would call the shell's runtime of that other version)",
      lean('2.9.2'),
      '2.10.0',
      /lean entry takes the MF bundler runtime 2\.9\.2 from the shell, the live shell provides 2\.10\.0 \(rebuild it/,
    ],
    ['a lean entry, a shell older than the parts', lean('2.9.2'), undefined, /provides none/],
    ["its own runtime, newer than the shell's", own('2.10.0'), '2.9.2', null],
    ["its own runtime, older than the shell's", own('2.8.0'), '2.9.2', null],
    ['its own runtime, a shell providing none', own('2.9.2'), undefined, null],
    ['its own runtime, the same version (MF_RUNTIME=own)', own('2.9.2'), '2.9.2', null],
    ['a dev build (records neither)', {}, '2.9.2', null],
  ])('%s', (_label, info, provided, refusal) => {
    const out = buildInfoRefusal(info, shell(provided));
    if (refusal === null) expect(out).toBeNull();
    else expect(out).toMatch(refusal);
    expect(mfPartsRefusal((info as { mfParts?: string }).mfParts, { mfParts: provided })).toBe(out);
  });

  it('a missing lean export is refused before the runtime is looked at', () => {
    const contract = { ...shell('2.9.2'), leanExports: { zod: ['z.object'] } };
    expect(buildInfoRefusal({ ...own('2.10.0'), leanImports: { zod: ['z.object', 'z.iso'] } }, contract)).toMatch(
      /zod: z\.iso/,
    );
  });
});

describe('what deploy prints for an entry with its own runtime', () => {
  it('the versions and the bytes over the newest lean entry', () => {
    expect(
      ownRuntimeNote(
        own('2.10.0'),
        { mfParts: '2.9.2' },
        { entry: 33_075, lean: { version: '1.0.0-abc', entry: 7_188 } },
      ),
    ).toBe(
      "its entry carries its own MF runtime 2.10.0 (the live shell's: 2.9.2): entry 32.3 KB br, +25.3 KB br over its lean entry (7.0 KB br, 1.0.0-abc)",
    );
  });
  it.each([
    ['no lean version published yet', { entry: 33_075 }, /entry 32\.3 KB br \(no lean version to compare with\)$/],
    [
      'an entry it could not read',
      { entry: null },
      /carries its own MF runtime 2\.10\.0 \(the live shell's: none provided\)$/,
    ],
  ])('%s', (_label, bytes, expected) => {
    expect(ownRuntimeNote(own('2.10.0'), {}, bytes)).toMatch(expected);
  });
  it('nothing for a lean entry', () => {
    expect(ownRuntimeNote(lean('2.9.2'), { mfParts: '2.9.2' }, { entry: 7_000 })).toBeNull();
  });
});
