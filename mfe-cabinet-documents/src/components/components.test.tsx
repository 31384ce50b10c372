import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReceivedDocument } from '@broker/shared/contracts';
import { renderScreen } from '../test/render-screen';
import { SortHeader } from './sort-header';
import { DocumentRow } from './document-row';
import { formatMoney, formatPeriod } from './format';

function SortableTable({ onSort }: { onSort: (o: string) => void }) {
  const [ordering, setOrdering] = useState<string | undefined>(undefined);
  const sort = (o: string) => {
    setOrdering(o);
    onSort(o);
  };
  return (
    <table>
      <thead>
        <tr>
          <SortHeader column="request_date" label="Date" ordering={ordering} onSort={sort} />
          <SortHeader column="title" label="Name" ordering={ordering} onSort={sort} />
        </tr>
      </thead>
    </table>
  );
}

describe('sort-state cycle (cabinet §4: first click ascending, second descending with "-")', () => {
  it.each([
    [['request_date'], 'request_date', 'ascending'],
    [['request_date', 'request_date'], '-request_date', 'descending'],
    [['request_date', 'request_date', 'request_date'], 'request_date', 'ascending'],
    [['request_date', 'title'], 'title', 'none'], // another column starts ascending; this one is unsorted
    [['request_date', 'request_date', 'title', 'title'], '-title', 'none'],
  ])('clicks %j → ordering %s, date column %s', async (clicks, ordering, dateSort) => {
    const onSort = vi.fn();
    const user = userEvent.setup();
    renderScreen(<SortableTable onSort={onSort} />, { path: '/uk/documents/all/' });
    for (const column of clicks) await user.click(screen.getByTestId(`sort-${column}`));
    expect(onSort).toHaveBeenLastCalledWith(ordering);
    expect(screen.getByTestId('sort-request_date').closest('th')).toHaveAttribute('aria-sort', dateSort);
  });
});

const doc = (patch: Partial<ReceivedDocument>): ReceivedDocument => ({
  uuid: 'u1',
  title: { uk: 'Виписка №1', en: 'Statement #1' },
  was_read: true,
  doctype: 1,
  request_date: '2025-03-01',
  date: null,
  year: null,
  date_from: '2025-02-01',
  date_to: '2025-02-28',
  status: 'DONE',
  link: 'http://api.test/api/cabinet/documents/u1/pdf/',
  link_p7s: null,
  ...patch,
});

describe('a received document row per status (cabinet §4)', () => {
  it.each([
    ['PROCESSING', { link: null }, { processing: true, signing: false, pdf: false, p7s: false, sign: false }],
    ['SIGNING', {}, { processing: false, signing: true, pdf: false, p7s: false, sign: false }],
    ['APPROVED', {}, { processing: false, signing: false, pdf: true, p7s: false, sign: true }],
    [
      'SIGNED',
      { link_p7s: 'http://api.test/api/cabinet/documents/u1/p7s/' },
      { processing: false, signing: false, pdf: true, p7s: true, sign: false },
    ],
    ['DONE', {}, { processing: false, signing: false, pdf: true, p7s: false, sign: false }],
  ] as const)('%s', (status, patch, shown) => {
    renderScreen(
      <table>
        <tbody>
          <DocumentRow
            doc={doc({ status, ...patch })}
            types={[]}
            highlighted={false}
            onOpened={vi.fn()}
            onSign={vi.fn()}
          />
        </tbody>
      </table>,
      { path: '/uk/documents/all/' },
    );
    expect(!!screen.queryByTestId('row-processing')).toBe(shown.processing);
    expect(!!screen.queryByTestId('row-signing')).toBe(shown.signing);
    expect(!!screen.queryByTestId('download-pdf')).toBe(shown.pdf);
    expect(!!screen.queryByTestId('download-p7s')).toBe(shown.p7s);
    expect(!!screen.queryByTestId('sign-document')).toBe(shown.sign);
  });

  it('an unread document is marked; signing asks for this document', async () => {
    const onSign = vi.fn();
    const user = userEvent.setup();
    renderScreen(
      <table>
        <tbody>
          <DocumentRow
            doc={doc({ status: 'APPROVED', was_read: false })}
            types={[]}
            highlighted
            onOpened={vi.fn()}
            onSign={onSign}
          />
        </tbody>
      </table>,
      { path: '/uk/documents/all/' },
    );
    expect(screen.getByTestId('document-row')).toHaveAttribute('data-new', 'true');
    expect(screen.getByText('Новий')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Підписати «Виписка №1»' }));
    expect(onSign).toHaveBeenCalledWith('u1');
  });
});

describe('formatting (cabinet §9)', () => {
  it.each([
    [{ date_from: '2025-02-01', date_to: '2025-02-28', year: null, date: null }, '01.02.2025 – 28.02.2025'],
    [{ date_from: null, date_to: null, year: 2024, date: null }, '2024'],
    [{ date_from: null, date_to: null, year: null, date: '2025-01-31' }, '31.01.2025'],
    [{ date_from: null, date_to: null, year: null, date: null }, '-'],
  ])('period %j → %s', (value, text) => expect(formatPeriod(value)).toBe(text));

  // Intl puts (narrow) no-break spaces between the parts; compare with plain ones
  const plain = (s: string) => s.replace(/\s/g, ' ');
  it.each([
    ['120345.67', 'uah', 'en', '120,345.67 UAH'],
    ['2500.00', 'usd', 'en', '2,500.00 USD'],
    ['310.20', 'eur', 'en', '310.20 EUR'],
    ['120345.67', 'uah', 'uk', '120 345,67 UAH'],
    ['0.00', 'eur', 'uk', '0,00 EUR'],
    ['-15.50', 'usd', 'uk', '-15,50 USD'],
  ] as const)('money %s %s in %s → %s', (amount, currency, lang, text) =>
    expect(plain(formatMoney(amount, currency, lang))).toBe(text),
  );
});
