import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cardExpirySchema, cardNumberSchema, dateSchema, filesSchema, taxIdSchema, uploadedIds } from './rules';
import { addYearsIso, displayToIso, isoToDisplay, todayIso, yearsSince } from './dates';
import { formatCardNumber, normalizeCardNumber, normalizeExpiry, normalizeTaxId } from './masks';
import { filterOptions } from './options';
import { checkNameAndSize, magicMatches } from './file-upload/file-checks';
import { shortName, type FileItem } from './file-upload/file-item';

const firstError = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '?');
};

describe('dates: DD.MM.YYYY shown, yyyy-MM-dd stored', () => {
  it.each([
    ['31.12.1990', '1990-12-31'],
    ['29.02.2024', '2024-02-29'],
    ['29.02.2023', null],
    ['31.04.2020', null],
    ['1.1.2020', null],
    ['12.05.19', null],
  ])('%s → %s', (text, iso) => expect(displayToIso(text)).toBe(iso));
  it('round trips and keeps half-typed text', () => {
    expect(isoToDisplay('1990-12-31')).toBe('31.12.1990');
    expect(isoToDisplay('12.0')).toBe('12.0');
    expect(isoToDisplay(null)).toBe('');
    expect(addYearsIso('2020-02-29', 10)).toBe('2030-02-28');
    expect(yearsSince('2000-06-15', new Date(2018, 5, 14))).toBe(17);
    expect(yearsSince('2000-06-15', new Date(2018, 5, 15))).toBe(18);
  });
});

describe('dateSchema', () => {
  const tomorrow = addYearsIso(todayIso(), 0).replace(/\d{2}$/, (d) => d); // today
  it.each([
    [{}, '', 'validations.required'],
    [{ required: false }, '', null],
    [{}, '12.05.19', 'validations.date'],
    [{}, '2023-02-30', 'validations.date'],
    [{}, '1990-05-12', null],
    [{ notFuture: true }, '2999-01-01', 'validations.date_future'],
    [{ notFuture: true }, tomorrow, null],
    [{ min: '2000-01-01' }, '1999-12-31', 'validations.date_min|{"date":"01.01.2000"}'],
    [{ min: () => '2000-01-01' }, '2000-01-01', null],
    [{ max: '2000-01-01' }, '2000-01-02', 'validations.date_max|{"date":"01.01.2000"}'],
  ])('%j %j → %s', (opts, value, expected) => expect(firstError(dateSchema(opts), value)).toBe(expected));
});

describe('masked values', () => {
  it.each([
    [taxIdSchema(true), '1234567890', null],
    [taxIdSchema(true), '123456789', 'validations.identify_code'],
    [taxIdSchema(true), '12345678AB', 'validations.identify_code'],
    [taxIdSchema(false), 'AB-12 34.5', null],
    [taxIdSchema(false), 'AB_1234', 'validations.neres_identify_code'],
    [taxIdSchema(false), 'АБ1234', 'validations.neres_identify_code'],
    [taxIdSchema(false), '', 'validations.required'],
    [cardNumberSchema, '', null],
    [cardNumberSchema, '4111111111111111', null],
    [cardNumberSchema, '4111111111111', 'validations.card_number'],
    [cardNumberSchema, '41111111111111111111', 'validations.card_number'],
    [cardExpirySchema, '', null],
    [cardExpirySchema, '12/25', null],
    [cardExpirySchema, '01/99', null],
    [cardExpirySchema, '13/25', 'validations.card_expire'],
    [cardExpirySchema, '00/25', 'validations.card_expire'],
    [cardExpirySchema, '12/21', 'validations.card_expire'],
    [cardExpirySchema, '1/25', 'validations.card_expire'],
  ])('%#: %j → %s', (schema, value, expected) => expect(firstError(schema, value)).toBe(expected));

  it.each([
    [normalizeTaxId, '12a34-567 890123', '1234567890'],
    [normalizeCardNumber, '4111 1111-1111 1111', '4111111111111111'],
    [normalizeExpiry, '/', ''],
    [normalizeExpiry, ' / ', ''],
    [normalizeExpiry, '1', '1'],
    [normalizeExpiry, '12', '12'],
    [normalizeExpiry, '12/', '12/'],
    [normalizeExpiry, '123', '12/3'],
    [normalizeExpiry, '12/345', '12/34'],
  ])('normaliser %#: %j → %j', (fn, raw, out) => expect(fn(raw)).toBe(out));
  it('groups a card number by four', () => expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111'));
});

describe('select search', () => {
  const opts = [
    { value: 'UA', label: 'Україна' },
    { value: 'PL', label: 'Польща' },
    { value: 'US', label: 'США' },
  ];
  it.each([
    ['', 3],
    ['п', 3], // one character does not filter yet
    ['по', 1],
    ['ПОЛ', 1],
    ['раї', 1],
    ['zz', 0],
  ])('%j → %i options', (q, n) => expect(filterOptions(opts, q)).toHaveLength(n));

  // issue 24 item 7: what starts with the typed text comes first, then a later word, then the rest
  const countries = [
    'Велика Британія',
    'Нідерланди',
    'Гвінея',
    'Німеччина',
    'Нова Зеландія',
    'Папуа Нова Гвінея',
    'Lebanon',
    'Guinea',
    'Norway',
    'Saint Kitts and Nevis',
  ].map((label) => ({ value: label, label }));
  it.each([
    ['Ні', ['Нідерланди', 'Німеччина', 'Велика Британія']],
    ['ні', ['Нідерланди', 'Німеччина', 'Велика Британія']],
    ['Гві', ['Гвінея', 'Папуа Нова Гвінея']],
    ['нов', ['Нова Зеландія', 'Папуа Нова Гвінея']],
    ['no', ['Norway', 'Lebanon']],
    ['ne', ['Saint Kitts and Nevis', 'Guinea']],
  ])('%j → %j (prefix matches first)', (q, labels) =>
    expect(filterOptions(countries, q).map((o) => o.label)).toEqual(labels),
  );
});

const item = (over: Partial<FileItem> = {}): FileItem => ({
  key: 'k',
  id: 1,
  name: 'a.png',
  newAdded: true,
  isUploading: false,
  uploadPercent: 100,
  hasError: false,
  error: [],
  ...over,
});

describe('file list rules', () => {
  it.each([
    [{}, [], 'validations.required_files'],
    [{ required: false }, [], null],
    [{}, [item()], null],
    [{}, [item({ isUploading: true, id: undefined })], 'validations.files_uploading'],
    [{}, [item(), item({ key: 'x', hasError: true, id: undefined })], 'validations.files_has_no_errors'],
    [{}, [item({ hasError: true, id: undefined })], 'validations.files_has_no_errors'],
    [{ max: 1 }, [item(), item({ key: 'y', id: 2 })], 'validations.files_max|{"count":1}'],
    [{ max: 2 }, [item(), item({ key: 'y', id: 2 })], null],
  ])('%j %#→ %s', (opts, files, expected) => expect(firstError(filesSchema(opts), files)).toBe(expected));
  it('sends only uploaded files', () => {
    expect(
      uploadedIds([
        item({ id: 7 }),
        item({ key: 'b', hasError: true, id: undefined }),
        item({ key: 'c', isUploading: true, id: undefined }),
      ]),
    ).toEqual([7]);
  });
});

describe('file checks before sending', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 3, 0, 0, 0, 4, 0, 0, 0]);
  const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
  const PDF = new TextEncoder().encode('%PDF-1.7\n');
  const SVG = new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>');
  const HEIC = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
  it.each([
    ['png', PNG, true],
    ['png', EXE, false],
    ['jpg', JPG, true],
    ['jpeg', JPG, true],
    ['jpg', PNG, false],
    ['pdf', PDF, true],
    ['pdf', PNG, false],
    ['svg', SVG, true],
    ['svg', PDF, false],
    ['heic', HEIC, true],
    ['heic', PNG, false],
    ['bmp', new Uint8Array([0x42, 0x4d, 0, 0]), true],
    ['tiff', new Uint8Array([0x49, 0x49, 0x2a, 0]), true],
    ['tiff', new Uint8Array([0x4d, 0x4d, 0, 0x2a]), true],
    ['exe', EXE, false],
  ])('%s with %# → %s', (ext, bytes, ok) => expect(magicMatches(ext, bytes)).toBe(ok));

  it.each([
    ['photo.png', 10, 'resident', null],
    ['scan.PDF', 10, 'resident', null],
    ['scan.pdf', 10, 'nonresident', 'validations.file_format_nonres'],
    ['photo.heic', 10, 'nonresident', 'validations.file_format_nonres'],
    ['photo.jpg', 10, 'nonresident', null],
    ['virus.exe', 10, 'resident', 'validations.file_format'],
    ['script.js', 10, 'resident', 'validations.file_format'],
    ['noext', 10, 'resident', 'validations.file_format'],
    ['doc.doc', 10, 'nonresident', 'validations.file_format_nonres'],
    ['big.png', 104_857_600, 'resident', null],
    ['big.png', 104_857_601, 'resident', 'validations.file_too_large'],
    ['big.jpg', 104_857_601, 'nonresident', 'validations.file_too_large'],
  ] as const)('%s (%i bytes, %s) → %s', (name, size, variant, expected) =>
    expect(checkNameAndSize({ name, size }, variant)).toBe(expected),
  );

  it('cuts long names to 24 characters plus an ellipsis', () => {
    expect(shortName('a'.repeat(24) + '.png')).toBe('a'.repeat(24) + '…');
    expect(shortName('short.png')).toBe('short.png');
  });
});
