import type { BalanceRecord } from '@broker/shared/contracts';
import { useLang } from '@broker/shared/routes';
import { formatMoney } from '../../../components/format';

export interface MoneyListProps {
  balances: readonly BalanceRecord[];
  field: 'sum_available' | 'sum_all';
  testId: string;
}

/** Amounts in UAH, USD and EUR, formatted in the interface language. */
export function MoneyList({ balances, field, testId }: MoneyListProps) {
  const lang = useLang();
  return (
    <dl className="documents-money" data-testid={testId}>
      {balances.map((b) => (
        <div key={b.currency} className="documents-money__row">
          <dt>{b.currency.toUpperCase()}</dt>
          <dd data-testid={`${testId}-${b.currency}`}>{formatMoney(b[field], b.currency, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
