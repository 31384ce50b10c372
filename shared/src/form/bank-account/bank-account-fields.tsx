import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@broker/shared/ui';
import { canAddCard, emptyCard, hasUah, isFx, maxAccountDocs, type CardValues } from '../account-rules';
import { FileUploadField } from '../file-upload/file-upload-field';
import { MaskedField } from '../masked-field';
import { MultiSelectField } from '../multi-select-field';
import type { SelectOption } from '../options';
import { TextField } from '../text-field';
import { BankCardFields, type BankCardIds, type BankCardLabels, type FileRules } from './bank-card-fields';

/** An account's texts, translated by the screen (each remote keeps its own wording). */
export interface BankAccountLabels extends BankCardLabels {
  currency: string;
  iban: string;
  swift: string;
  bank: string;
  info: string;
  docs: string;
  docsHint: (count: number) => string;
  addCard: string;
}

export interface BankAccountFieldsProps {
  /** the account's form path: `` when the account is the whole form (cabinet), `accounts.0` in a list */
  prefix: string;
  currencies: readonly SelectOption[];
  /** MAX_IBAN_CARDS_COUNT from settings */
  maxCards: number;
  files: FileRules;
  labels: BankAccountLabels;
  /** the test ids are `<testId>-currency`, `-iban`, `-swift`, `-bank`, `-info`, `-doc`, `-add-card` */
  testId: string;
  /** one card's test ids */
  cardIds: (index: number) => BankCardIds;
  /**
   * onboarding step 4: a UAH account always shows one card (a blank one is not sent), so its first card
   * has no remove button; without it (cabinet) every card can be removed and none is added by itself
   */
  cardSlot?: boolean;
}

/**
 * One bank account as the user types it (onboarding §2 step 4 and §5 "Accounts", cabinet §5 "Add
 * account"): currencies, IBAN, SWIFT / bank / additional information only with USD or EUR, documents
 * (at most twice the number of currencies), cards only with UAH, add-card while every card is filled
 * and below the limit. The rules are `accountSchema` (account-rules.ts); the screen owns the form,
 * its frame and its texts. Hidden fields keep what was typed and are not sent (`accountToSend`).
 */
export function BankAccountFields(props: BankAccountFieldsProps) {
  const { prefix, currencies, maxCards, files, labels, testId, cardIds, cardSlot = false } = props;
  const path = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const { control } = useFormContext();
  const cards = useFieldArray({ control, name: path('cards') });
  const currency = (useWatch({ control, name: path('currency') }) as number[] | undefined) ?? [];
  const cardValues = (useWatch({ control, name: path('cards') }) as CardValues[] | undefined) ?? [];
  const uah = hasUah(currency);

  const { append } = cards;
  const noCards = cards.fields.length === 0;
  useEffect(() => {
    if (cardSlot && uah && noCards) append(emptyCard(), { shouldFocus: false });
  }, [cardSlot, uah, noCards, append]);

  return (
    <>
      <MultiSelectField
        name={path('currency')}
        label={labels.currency}
        options={currencies}
        testId={`${testId}-currency`}
      />
      <MaskedField name={path('iban')} mask="iban" label={labels.iban} testId={`${testId}-iban`} />
      {isFx(currency) && (
        <div className="fk-grid">
          <TextField name={path('swift')} label={labels.swift} optional autoComplete="off" testId={`${testId}-swift`} />
          <TextField name={path('bank')} label={labels.bank} optional testId={`${testId}-bank`} />
          <TextField name={path('additional_information')} label={labels.info} optional testId={`${testId}-info`} />
        </div>
      )}
      <FileUploadField
        name={path('doc')}
        label={labels.docs}
        hint={labels.docsHint(maxAccountDocs(currency))}
        variant={files.variant}
        extensions={files.extensions}
        refusalToast={files.refusalToast}
        maxFiles={maxAccountDocs(currency)}
        testId={`${testId}-doc`}
      />
      {uah && (
        <div className="fk-cards">
          {cards.fields.map((card, j) => (
            <BankCardFields
              key={card.id}
              prefix={path(`cards.${j}`)}
              index={j}
              files={files}
              labels={labels}
              ids={cardIds(j)}
              onRemove={cardSlot && j === 0 ? undefined : () => cards.remove(j)}
            />
          ))}
          {canAddCard(cardValues, maxCards) && (
            <Button variant="secondary" onClick={() => cards.append(emptyCard())} data-testid={`${testId}-add-card`}>
              {labels.addCard}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
