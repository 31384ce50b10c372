import { describe, expect, it } from 'vitest';
import { allowedExtensions, checkFile, checkNameAndSize, settingsExtensions, type FileVariant } from './file-checks';

const LISTS = { RESIDENT_IMAGE_EXTENSIONS: ['.PNG', ' pdf ', ''], NONRESIDENT_IMAGE_EXTENSIONS: ['gif'] };

describe("the settings' extension lists (cabinet §3 Settings) → the list a variant checks", () => {
  it.each([
    ['resident', LISTS, ['png', 'pdf']],
    ['nonresident', LISTS, ['gif']],
    ['resident', { RESIDENT_IMAGE_EXTENSIONS: [], NONRESIDENT_IMAGE_EXTENSIONS: ['png'] }, undefined],
    ['nonresident', undefined, undefined],
  ] as Array<[FileVariant, typeof LISTS | undefined, string[] | undefined]>)(
    '%s with %j → %j',
    (variant, settings, expected) => expect(settingsExtensions(settings, variant)).toEqual(expected),
  );

  it('no list from the settings: the built-in one of the variant', () => {
    expect(allowedExtensions('nonresident', undefined)).toEqual(['bmp', 'jpeg', 'png', 'jpg']);
    expect(allowedExtensions('nonresident', ['gif'])).toEqual(['gif']);
  });
});

describe('name and size checks with a settings list', () => {
  it.each([
    ['scan.pdf', 'resident', ['png'], 'validations.file_format'],
    ['scan.png', 'resident', ['png'], null],
    ['scan.pdf', 'nonresident', ['pdf'], null],
    ['scan.pdf', 'nonresident', undefined, 'validations.file_format_nonres'],
    ['virus.exe', 'resident', ['exe', 'png'], 'validations.file_format'], // the blocked list always wins
  ] as Array<[string, FileVariant, string[] | undefined, string | null]>)(
    '%s (%s, %j) → %s',
    (name, variant, list, expected) => expect(checkNameAndSize({ name, size: 10 }, variant, list)).toBe(expected),
  );

  it('an allowed extension without a known signature is left to the server; a known one is still checked', async () => {
    expect(await checkFile(new File(['GIF89a'], 'a.gif'), 'nonresident', ['gif'])).toBeNull();
    expect(await checkFile(new File(['MZ'], 'a.png'), 'nonresident', ['png'])).toBe('validations.file_format_nonres');
  });
});
