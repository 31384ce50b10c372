import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  canAddCard,
  emptyCard,
  FileUploadField,
  hasUah,
  isFx,
  MaskedField,
  maxAccountDocs,
  MultiSelectField,
  TextField,
  type CardValues,
  type FileVariant,
  type SelectOption,
} from '@broker/shared/form';
import { Button } from '@broker/shared/ui';
import type { AccountsValues } from './accounts-schema';
import { CardFields } from './card-fields';

export interface AccountFieldsProps {
  index: number;
  currencies: readonly SelectOption[];
  maxCards: number;
  variant: FileVariant;
  onRemove?: () => void;
}

/**
 * One bank account (onboarding §2 step 4): currencies, IBAN, SWIFT / additional information / bank
 * only with USD or EUR, documents (at most twice the number of currencies), cards only with UAH.
 * Hidden fields keep what was typed (a currency picked back shows it again); they are not sent.
 */
export function AccountFields({ index, currencies, maxCards, variant, onRemove }: AccountFieldsProps) {
  const { t } = useTranslation('onboarding');
  const { control } = useFormContext<AccountsValues>();
  const prefix = `accounts.${index}` as const;
  const cards = useFieldArray({ control, name: `${prefix}.cards` });
  const currency = useWatch({ control, name: `${prefix}.currency` }) ?? [];
  const cardValues: CardValues[] = useWatch({ control, name: `${prefix}.cards` }) ?? [];
  const uah = hasUah(currency);
  const f = (key: string) => t(`registerForm.accounts.${key}`);
  const testId = `account-${index}`;

  // a UAH account always offers one card (its number is optional; a blank card is not sent)
  const { append } = cards;
  const noCards = cards.fields.length === 0;
  useEffect(() => {
    if (uah && noCards) append(emptyCard(), { shouldFocus: false });
  }, [uah, noCards, append]);

  return (
    <fieldset className="rf-account" data-testid={testId}>
      <legend className="rf-section__title">{t('registerForm.accounts.accountTitle', { n: index + 1 })}</legend>
      <MultiSelectField
        name={`${prefix}.currency`}
        label={f('currency')}
        options={currencies}
        testId={`${testId}-currency`}
      />
      <MaskedField name={`${prefix}.iban`} mask="iban" label={f('iban')} testId={`${testId}-iban`} />
      {isFx(currency) && (
        <div className="rf-grid">
          <TextField
            name={`${prefix}.swift`}
            label={f('swift')}
            optional
            autoComplete="off"
            testId={`${testId}-swift`}
          />
          <TextField name={`${prefix}.bank`} label={f('bank')} optional testId={`${testId}-bank`} />
          <TextField name={`${prefix}.additional_information`} label={f('info')} optional testId={`${testId}-info`} />
        </div>
      )}
      <FileUploadField
        name={`${prefix}.doc`}
        label={f('docs')}
        hint={t('registerForm.accounts.docsHint', { count: maxAccountDocs(currency) })}
        variant={variant}
        maxFiles={maxAccountDocs(currency)}
        testId={`${testId}-doc`}
      />
      {uah && (
        <div className="rf-cards">
          {cards.fields.map((card, j) => (
            <CardFields
              key={card.id}
              prefix={`${prefix}.cards.${j}`}
              testId={`${testId}-card-${j}`}
              index={j}
              variant={variant}
              onRemove={j > 0 ? () => cards.remove(j) : undefined}
            />
          ))}
          {canAddCard(cardValues, maxCards) && (
            <Button variant="secondary" onClick={() => cards.append(emptyCard())} data-testid={`${testId}-add-card`}>
              {f('addCard')}
            </Button>
          )}
        </div>
      )}
      {onRemove && (
        <Button variant="link" onClick={onRemove} data-testid={`${testId}-remove`}>
          {f('removeAccount')}
        </Button>
      )}
    </fieldset>
  );
}
