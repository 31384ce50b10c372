import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { emptyAccount, UAH } from '../account-rules';
import { renderForm, valuesOf } from '../test-harness';
import { BankAccountFields, type BankAccountLabels } from './bank-account-fields';

const CURRENCIES = [
  { value: 1, label: 'UAH' },
  { value: 2, label: 'USD' },
];
const LABELS: BankAccountLabels = {
  currency: 'Currency',
  iban: 'IBAN',
  swift: 'SWIFT',
  bank: 'Bank',
  info: 'Info',
  docs: 'Documents',
  docsHint: (n) => `up to ${n}`,
  addCard: 'Add card',
  cardTitle: (n) => `Card ${n}`,
  cardNumber: 'Card number',
  cardNumberHint: 'hint',
  cardExpire: 'Expiry',
  cardDoc: 'Card image',
  removeCard: 'Remove card',
};
const ids = (j: number) => ({ card: `c${j}`, number: `c${j}-n`, expire: `c${j}-e`, doc: `c${j}-d`, remove: `c${j}-r` });

/** One account form of each screen: at the form's root (cabinet) or as `accounts.0` of a list (onboarding). */
function render(prefix: '' | 'accounts.0', cardSlot: boolean, currency: number[]) {
  const account = { ...emptyAccount(), currency };
  renderForm(
    <BankAccountFields
      prefix={prefix}
      currencies={CURRENCIES}
      maxCards={2}
      files={{ variant: 'resident' }}
      labels={LABELS}
      testId="acc"
      cardIds={ids}
      cardSlot={cardSlot}
    />,
    { defaults: prefix ? { accounts: [account] } : account },
  );
}

describe('BankAccountFields (onboarding step 4 and the cabinet add-account form)', () => {
  it('without UAH: no cards; with USD the FX fields show and the documents limit is 2 per currency', () => {
    render('', false, [2]);
    expect(screen.queryByTestId('c0')).toBeNull();
    expect(screen.getByTestId('acc-swift')).toBeInTheDocument();
    expect(screen.getByText('up to 2')).toBeInTheDocument();
  });

  it('the cabinet (no card slot): a UAH account starts without a card; an added one can be removed', () => {
    render('', false, [UAH]);
    expect(screen.queryByTestId('c0')).toBeNull();
    expect(screen.queryByTestId('acc-swift')).toBeNull();
    fireEvent.click(screen.getByTestId('acc-add-card'));
    expect(within(screen.getByTestId('c0')).getByText('Card 1')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('c0-r'));
    expect(screen.queryByTestId('c0')).toBeNull();
  });

  it('onboarding (card slot): a UAH account always shows one card, which cannot be removed; paths are under the prefix', async () => {
    render('accounts.0', true, [UAH]);
    expect(await screen.findByTestId('c0')).toBeInTheDocument();
    expect(screen.queryByTestId('c0-r')).toBeNull();
    const values = valuesOf(screen) as { accounts: Array<{ cards: unknown[] }> };
    expect(values.accounts[0]!.cards).toEqual([{ card_number: '', card_expire: '', doc: [] }]);
  });
});
