import { useTranslation } from 'react-i18next';
import { BankAccountFields, type FileVariant, type SelectOption } from '@broker/shared/form';
import { Button } from '@broker/shared/ui';

export interface AccountFieldsProps {
  index: number;
  currencies: readonly SelectOption[];
  maxCards: number;
  variant: FileVariant;
  onRemove?: () => void;
}

/**
 * One bank account (onboarding §2 step 4): the form kit's bank-account fields (the same as the
 * cabinet's add-account form: currencies, IBAN, FX fields, documents, cards) in this step's frame and
 * words. A UAH account always offers one card (its number is optional; a blank card is not sent).
 */
export function AccountFields({ index, currencies, maxCards, variant, onRemove }: AccountFieldsProps) {
  const { t } = useTranslation('onboarding');
  const f = (key: string) => t(`registerForm.accounts.${key}`);
  const testId = `account-${index}`;
  return (
    <fieldset className="onboarding-questionnaire-account" data-testid={testId}>
      <legend className="onboarding-questionnaire-section__title">
        {t('registerForm.accounts.accountTitle', { n: index + 1 })}
      </legend>
      <BankAccountFields
        prefix={`accounts.${index}`}
        currencies={currencies}
        maxCards={maxCards}
        files={{ variant }}
        testId={testId}
        cardIds={(j) => {
          const card = `${testId}-card-${j}`;
          return {
            card,
            number: `${card}-number`,
            expire: `${card}-expire`,
            doc: `${card}-doc`,
            remove: `${card}-remove`,
          };
        }}
        cardSlot
        labels={{
          currency: f('currency'),
          iban: f('iban'),
          swift: f('swift'),
          bank: f('bank'),
          info: f('info'),
          docs: f('docs'),
          docsHint: (count) => t('registerForm.accounts.docsHint', { count }),
          addCard: f('addCard'),
          cardTitle: (n) => t('registerForm.accounts.cardTitle', { n }),
          cardNumber: f('cardNumber'),
          cardNumberHint: f('cardNumberHint'),
          cardExpire: f('cardExpire'),
          cardDoc: f('cardDoc'),
          cardDocHint: f('cardDocHint'),
          removeCard: f('removeCard'),
        }}
      />
      {onRemove && (
        <Button variant="link" onClick={onRemove} data-testid={`${testId}-remove`}>
          {f('removeAccount')}
        </Button>
      )}
    </fieldset>
  );
}
