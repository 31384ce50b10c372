import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { resetIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import type { DocumentType } from '@broker/shared/contracts';
import { fakeBackend, json, type SeenCall } from '@broker/shared/test-utils';
import { renderScreen } from '../../test/render-screen';
import { RequestArchive } from './components/request-archive';
import { RequestForm } from './components/request-form';
import { pageStartOf, YearPicker, YEARS_PER_PAGE } from './components/year-picker';

const type = (id: number, en: string, patch: Partial<DocumentType> = {}): DocumentType => ({
  id,
  title: { uk: `${en} (uk)`, en },
  is_active: true,
  user_request_allow: true,
  date_type: 'PERIOD',
  ...patch,
});
const TYPES: DocumentType[] = [
  type(1, 'Statement'),
  type(2, 'Tax report', { date_type: 'YEAR' }),
  type(3, 'Retired form', { is_active: false }),
  type(4, 'Broker only', { user_request_allow: false }),
  type(5, 'Confirmation', { date_type: null }),
];
const request = (id: number, doctype: number, status: string) => ({
  id,
  doctype,
  created: `2025-03-${String(id).padStart(2, '0')}T10:00:00Z`,
  status,
  date: null,
  date_from: '2025-01-01',
  date_to: '2025-01-31',
  year: null,
});

/** the archive calls: answers the doctype filter like the server; every query string is recorded */
function archiveBackend() {
  const rows = [
    request(1, 1, 'IN_PROCESS'),
    request(2, 2, 'REJECTED'),
    request(3, 1, 'DONE'),
    request(4, 2, 'ARCHIVED'),
  ];
  return fakeBackend((call: SeenCall) => {
    const url = new URL(call.url);
    if (url.pathname.endsWith('/refs/documents/')) return json(TYPES);
    const doctype = url.searchParams.get('doctype');
    const results = doctype ? rows.filter((r) => r.doctype === Number(doctype)) : rows;
    return json({ count: results.length, next: null, previous: null, doctypes: [1, 2], results });
  });
}
const requestCalls = (backend: { calls: SeenCall[] }) =>
  backend.calls.map((c) => new URL(c.url)).filter((u) => u.pathname.endsWith('/cabinet/requests/'));

beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => resetIntersectionMocking());

describe('request archive (cabinet §2, §4)', () => {
  it('statuses: IN_PROCESS a spinner, REJECTED "Rejected", an unknown one by its code', async () => {
    archiveBackend();
    renderScreen(<RequestArchive />, { path: '/en/documents/all/' });
    const rows = await screen.findAllByTestId('request-row');
    const status = (i: number) => within(rows[i]!).getByTestId('request-status');
    expect(status(0)).toHaveTextContent('In process');
    expect(status(0).querySelector('.ui-spinner')).not.toBeNull();
    expect(status(1)).toHaveTextContent(/^\s*Rejected$/);
    expect(status(1).querySelector('.ui-spinner')).toBeNull();
    expect(status(2)).toHaveTextContent('Done');
    expect(status(3)).toHaveTextContent('ARCHIVED');
  });

  it('REJECTED in Ukrainian', async () => {
    archiveBackend();
    renderScreen(<RequestArchive />, { path: '/uk/documents/all/' });
    const rows = await screen.findAllByTestId('request-row');
    expect(within(rows[1]!).getByTestId('request-status')).toHaveTextContent('Відхилено');
  });

  it('the type filter lists the types of the answer with "All", asks the server for that type, and "All" drops it', async () => {
    const backend = archiveBackend();
    renderScreen(<RequestArchive />, { path: '/en/documents/all/' });
    expect(await screen.findAllByTestId('request-row')).toHaveLength(4);
    const filter = screen.getByTestId('requests-filter') as HTMLSelectElement;
    await waitFor(() =>
      expect([...filter.options].map((o) => o.textContent)).toEqual(['All', 'Statement', 'Tax report']),
    );
    fireEvent.change(filter, { target: { value: '2' } });
    await waitFor(() => expect(screen.getAllByTestId('request-row')).toHaveLength(2));
    expect(requestCalls(backend).at(-1)?.searchParams.get('doctype')).toBe('2');
    expect(within(screen.getByTestId('requests-table')).getAllByText('Tax report')).toHaveLength(2);
    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByTestId('request-row')).toHaveLength(4));
    expect(requestCalls(backend).at(-1)?.searchParams.has('doctype')).toBe(false);
  });

  it.each([
    [['doctype'], 'doctype'],
    [['doctype', 'doctype'], '-doctype'],
    [['created'], 'created'],
    [['created', 'created'], '-created'],
  ])('sorting by %j asks for ordering=%s', async (clicks, ordering) => {
    const backend = archiveBackend();
    const user = userEvent.setup();
    renderScreen(<RequestArchive />, { path: '/en/documents/all/' });
    await screen.findAllByTestId('request-row');
    for (const column of clicks) await user.click(screen.getByTestId(`sort-${column}`));
    await waitFor(() => expect(requestCalls(backend).at(-1)?.searchParams.get('ordering')).toBe(ordering));
  });

  it('the narrow-screen sort select asks for the same orderings', async () => {
    const backend = archiveBackend();
    renderScreen(<RequestArchive />, { path: '/en/documents/all/' });
    await screen.findAllByTestId('request-row');
    fireEvent.change(screen.getByTestId('sort-select'), { target: { value: '-created' } });
    await waitFor(() => expect(requestCalls(backend).at(-1)?.searchParams.get('ordering')).toBe('-created'));
  });
});

describe('request archive: a failed load is logged only, no message (cabinet §8)', () => {
  it('no line in its place, no toast; the filter stays; the next load recovers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let broken = true;
    fakeBackend((call) => {
      const url = new URL(call.url);
      if (url.pathname.endsWith('/refs/documents/')) return json(TYPES);
      if (broken) return json({ detail: 'boom' }, 500);
      return json({ count: 1, next: null, previous: null, doctypes: [1], results: [request(1, 1, 'DONE')] });
    });
    const { client } = renderScreen(<RequestArchive />, { path: '/en/documents/all/' });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[documents] requests list failed', expect.anything()));
    const archive = screen.getByTestId('request-archive');
    expect(archive.querySelector('.documents-empty, [role="alert"], [role="status"]')).toBeNull();
    expect(screen.getByTestId('requests-filter')).toBeInTheDocument();
    broken = false;
    await act(() => client.invalidateQueries());
    expect(await screen.findAllByTestId('request-row')).toHaveLength(1);
    warn.mockRestore();
  });
});

describe('request form: only active, user-requestable types can be chosen (cabinet §5)', () => {
  it('offers Statement, Tax report and Confirmation; never a retired or broker-only type', async () => {
    fakeBackend(() => json(TYPES));
    renderScreen(<RequestForm />, { path: '/en/documents/all/' });
    const combo = within(screen.getByTestId('request-doctype')).getByRole('combobox');
    await waitFor(async () => {
      fireEvent.click(combo);
      expect(await screen.findAllByRole('option')).toHaveLength(3);
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Statement',
      'Tax report',
      'Confirmation',
    ]);
  });
});

function YearForm({ max }: { max: number }) {
  const form = useForm<{ year: number | null }>({ defaultValues: { year: null } });
  return (
    <FormProvider {...form}>
      <YearPicker name="year" label="Year" min={2023} max={max} testId="year" />
      <output data-testid="value">{String(form.watch('year'))}</output>
    </FormProvider>
  );
}

describe('year picker: pages of 20 years (cabinet §9)', () => {
  it.each([
    [2023, 2020],
    [2039, 2020],
    [2040, 2040],
    [2059, 2040],
    [2060, 2060],
  ])('%i is on the page starting %i', (year, start) => expect(pageStartOf(year)).toBe(start));

  it('20 years a page, years out of 2023..max disabled, next and previous move by 20 within the range', async () => {
    const user = userEvent.setup();
    renderScreen(<YearForm max={2045} />, { path: '/en/documents/all/' });
    await user.click(screen.getByTestId('year-toggle'));
    const grid = () => screen.getAllByTestId(/^year-\d{4}$/);
    expect(YEARS_PER_PAGE).toBe(20);
    expect(grid()).toHaveLength(20);
    expect(grid()[0]).toHaveTextContent('2040');
    expect(grid()[19]).toHaveTextContent('2059');
    expect(screen.getByTestId('year-2045')).toBeEnabled();
    expect(screen.getByTestId('year-2046')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next 20 years' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous 20 years' }));
    expect(grid()).toHaveLength(20);
    expect(grid()[0]).toHaveTextContent('2020');
    expect(screen.getByTestId('year-2022')).toBeDisabled();
    expect(screen.getByTestId('year-2023')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous 20 years' })).toBeDisabled();
    await user.click(screen.getByTestId('year-2024'));
    expect(screen.getByTestId('value')).toHaveTextContent('2024');
  });
});
