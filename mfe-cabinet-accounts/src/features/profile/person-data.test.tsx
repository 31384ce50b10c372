import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@broker/shared/session';
import { fakeBackend, json, makeUser } from '@broker/shared/test-utils';
import type { PersonDataResponse } from '@broker/shared/contracts';
import { renderScreen } from '../../test/render-screen';
import { PersonDataBlock } from './components/person-data-block';
import { formatPersonText, personRows, type EnumLabel } from './model/person-data-rows';
import { shortFileName } from './components/photo-files';

const DATA: PersonDataResponse = {
  phone: '+380501000001',
  email: 'cabinet@sandbox.test',
  last_name: 'Шевченко',
  first_name: 'Олена',
  middle_name: null,
  residency: 'UA',
  inn: '3123456789',
  backoffice_status: 'ACTIVE',
  birth_date: '1988-01-31',
  birth_city: 'Київ',
  citizenship: 'UA',
  photo_inn: [{ name: 'tax-id.png', uuid: 'u-tax' }],
  employment_type: 'Employee',
  employment_income_level: null,
  passport: 'CardId 001234567, 2020-05-12',
  passport_photo: [
    { name: 'passport-front.png', uuid: 'u-p1' },
    { name: 'passport-back.png', uuid: 'u-p2' },
  ],
  registration_address: 'Kyiv',
  living_address: '',
  photo_migrant_reference: [],
  photo_selfie: [{ name: 'selfie.png', uuid: 'u-s' }],
  fatca: 'Not a US person',
  target: 'Saving money',
  frequency: 'Monthly',
};

function setup(opts: { resident?: boolean; lang?: 'uk' | 'en'; data?: PersonDataResponse } = {}) {
  authStore.getState().setUser(makeUser({ is_resident: opts.resident ?? true }));
  const backend = fakeBackend(() => json(opts.data ?? DATA));
  renderScreen(<PersonDataBlock />, { path: `/${opts.lang ?? 'en'}/profile` });
  return backend;
}

const labels = () => screen.queryAllByRole('term').map((el) => el.textContent);
const valueOf = (field: string) => document.querySelector(`[data-field="${field}"] dd`)?.textContent;

afterEach(() => authStore.getState().clear());

describe('personal data list', () => {
  it('shows the first 8 rows; "show all" shows every row, "hide" the first 8 again', async () => {
    setup();
    await screen.findByTestId('person-data-list');
    expect(labels()).toEqual([
      'Phone',
      'E-mail',
      'Last name',
      'First name',
      'Middle name',
      'Country of residence',
      'Taxpayer ID',
      'Client status',
    ]);
    const toggle = screen.getByRole('button', { name: 'Show all' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByTestId('person-data-list').id);
    fireEvent.click(toggle);
    expect(labels()).toHaveLength(22); // 23 fields, the selfie hidden for a resident
    expect(labels()).not.toContain('Selfie');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(labels()).toHaveLength(8);
  });

  it('a non-resident sees the selfie row', async () => {
    setup({ resident: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Show all' }));
    expect(labels()).toHaveLength(23);
    expect(
      within(screen.getByTestId('person-data-list')).getByRole('button', { name: 'Open selfie.png' }),
    ).toBeInTheDocument();
  });

  it('values are translated and formatted (uk)', async () => {
    setup({ lang: 'uk' });
    await screen.findByTestId('person-data-list');
    fireEvent.click(screen.getByRole('button', { name: 'Показати все' }));
    expect(valueOf('middle_name')).toBe('-');
    expect(valueOf('residency')).toBe('Україна');
    expect(valueOf('backoffice_status')).toBe('Активний');
    expect(valueOf('birth_date')).toBe('31.01.1988');
    expect(valueOf('passport')).toBe('ID-картка 001234567, 12.05.2020');
    expect(valueOf('living_address')).toBe('-');
    expect(valueOf('photo_migrant_reference')).toBe('-');
    expect(screen.getByRole('button', { name: 'Відкрити passport-back.png' })).toBeInTheDocument();
  });

  it('says that only the broker changes the data, with the support address', async () => {
    setup();
    expect(screen.getByText(/can be changed only by the broker/)).toBeInTheDocument();
    expect(screen.getByTestId('person-data-support')).toHaveAttribute('href', expect.stringMatching(/^mailto:.+@/));
  });

  it('a failed load is logged only, no message (cabinet §8); the next load recovers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    authStore.getState().setUser(makeUser({ is_resident: true }));
    let broken = true;
    fakeBackend(() => (broken ? json({ detail: 'boom' }, 500) : json(DATA)));
    const { client } = renderScreen(<PersonDataBlock />, { path: '/en/profile' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[profile] person data failed', expect.anything()));
    // the heading and the broker-only note with the support address; nothing where the list would be
    const block = screen.getByTestId('person-data');
    expect([...block.children].map((el) => el.tagName)).toEqual(['H2', 'P']);
    expect(within(block).queryByRole('button')).toBeNull();
    broken = false;
    await act(() => client.invalidateQueries());
    expect(await screen.findByTestId('person-data-list')).toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('row rules', () => {
  const noEnums: EnumLabel = () => null;
  it.each<[Parameters<typeof formatPersonText>[0], string | null, string, string]>([
    ['middle_name', null, 'en', '-'],
    ['middle_name', '   ', 'en', '-'],
    ['birth_date', '2001-09-03', 'en', '03.09.2001'],
    ['citizenship', 'PL', 'en', 'Poland'],
    ['citizenship', 'UA', 'uk', 'Україна'],
    ['citizenship', 'Ukraine', 'en', 'Ukraine'],
    ['backoffice_status', 'UNKNOWN_STATE', 'en', 'UNKNOWN_STATE'],
    ['passport', 'Unknown 12, 2019-03-01', 'en', 'Unknown 12, 01.03.2019'],
    ['fatca', 'Not a US person', 'en', 'Not a US person'],
  ])('%s %j (%s) → %j', (field, value, lang, shown) => {
    expect(formatPersonText(field, value, lang, noEnums)).toBe(shown);
  });

  it('photo_selfie: hidden for residents, "-" for a non-resident without one', () => {
    expect(personRows(DATA, true).map((r) => r.field)).not.toContain('photo_selfie');
    expect(personRows({ ...DATA, photo_selfie: null }, false).find((r) => r.field === 'photo_selfie')).toEqual({
      field: 'photo_selfie',
      kind: 'files',
      files: [],
    });
  });

  it.each([
    ['short.png', 'short.png'],
    ['a-very-long-file-name-of-a-photo.png', 'a-very-long-file-name-of…'],
    ['exactly-twenty-four-chr.', 'exactly-twenty-four-chr.'],
  ])('narrow-screen name %s → %s', (name, short) => {
    expect(shortFileName(name)).toBe(short);
  });
});
