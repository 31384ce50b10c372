import { useTranslation } from 'react-i18next';
import { BankCardFields, type BankAccountLabels, type BankCardIds, type FileRules } from '@broker/shared/form';

export type { FileRules };

/** The cabinet's words for the kit's bank-account form (cabinet §5 "Add account", "Card"). */
export function useAccountLabels(): BankAccountLabels {
  const { t } = useTranslation('accounts');
  const f = (key: string) => t(`accounts.form.${key}`);
  return {
    currency: f('currency'),
    iban: f('iban'),
    swift: f('swift'),
    bank: f('bank'),
    info: f('info'),
    docs: f('docs'),
    docsHint: (count) => t('accounts.form.docsHint', { count }),
    addCard: f('addCard'),
    cardTitle: (n) => t('accounts.form.cardTitle', { n }),
    cardNumber: f('cardNumber'),
    cardNumberHint: f('stateSupportHint'),
    cardExpire: f('cardExpire'),
    cardDoc: f('cardDoc'),
    removeCard: f('removeCard'),
  };
}

/** The test ids of the cabinet's card `index` (in the add-account form and the add-card form). */
export const cardIds = (index: number): BankCardIds => ({
  card: `card-fields-${index}`,
  number: `card-number-${index}`,
  expire: `card-expire-${index}`,
  doc: `card-doc-${index}`,
  remove: `card-remove-${index}`,
});

/**
 * One bank card of a form (cabinet §5 "Card"): the kit's card fields. `prefix` is the form path of
 * the card (`` in the add-card form, where the card is the whole form).
 */
export function CardFields({ prefix, index, files }: { prefix: string; index: number; files: FileRules }) {
  const labels = useAccountLabels();
  return (
    <BankCardFields
      prefix={prefix}
      index={index}
      files={{ ...files, refusalToast: true }}
      labels={labels}
      ids={cardIds(index)}
    />
  );
}
