import { Button } from '@broker/shared/ui';
import type { FileVariant } from '../file-upload/file-checks';
import { FileUploadField } from '../file-upload/file-upload-field';
import { MaskedField } from '../masked-field';

/**
 * Which files the account forms take (onboarding §5, cabinet §5, §8): the user's residency picks the
 * wording and the list; the settings' extension list for it (when sent) replaces the built-in one;
 * `refusalToast`: a refused file is also a toast.
 */
export interface FileRules {
  variant: FileVariant;
  extensions?: readonly string[];
  refusalToast?: boolean;
}

/** A card's texts, translated by the screen (each remote keeps its own wording). */
export interface BankCardLabels {
  cardTitle: (n: number) => string;
  cardNumber: string;
  cardNumberHint: string;
  cardExpire: string;
  cardDoc: string;
  cardDocHint?: string;
  removeCard: string;
}

/** The test ids of one card's parts (the screens' tests and e2e select by them). */
export interface BankCardIds {
  card: string;
  number: string;
  expire: string;
  doc: string;
  remove: string;
}

export interface BankCardFieldsProps {
  /** the card's form path: `cards.0` in an account, `` when the card is the whole form (add-card) */
  prefix: string;
  index: number;
  files: FileRules;
  labels: BankCardLabels;
  ids: BankCardIds;
  onRemove?: () => void;
}

/**
 * One bank card (onboarding §5 "Cards", cabinet §5 "Card"): number (optional, 14–19), expiry MM/YY and a
 * confirming image, both required once a number is typed (`cardSchema` of account-rules.ts).
 */
export function BankCardFields({ prefix, index, files, labels, ids, onRemove }: BankCardFieldsProps) {
  const path = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return (
    <fieldset className="fk-card" data-testid={ids.card}>
      <legend>{labels.cardTitle(index + 1)}</legend>
      <div className="fk-grid">
        <MaskedField
          name={path('card_number')}
          mask="cardNumber"
          label={labels.cardNumber}
          hint={labels.cardNumberHint}
          optional
          testId={ids.number}
        />
        <MaskedField name={path('card_expire')} mask="expiry" label={labels.cardExpire} testId={ids.expire} />
      </div>
      <FileUploadField
        name={path('doc')}
        label={labels.cardDoc}
        hint={labels.cardDocHint}
        variant={files.variant}
        extensions={files.extensions}
        refusalToast={files.refusalToast}
        maxFiles={1}
        testId={ids.doc}
      />
      {onRemove && (
        <Button variant="link" onClick={onRemove} data-testid={ids.remove}>
          {labels.removeCard}
        </Button>
      )}
    </fieldset>
  );
}
