import { useTranslation } from 'react-i18next';
import { FileUploadField, MaskedField, type FileVariant } from '@broker/shared/form';
import { Button } from '@broker/shared/ui';

/**
 * Which files the forms take (cabinet §5, §8): the user's residency picks the wording and the list, the
 * settings' extension list for it (when sent) replaces the built-in one; a refused file is a toast.
 */
export interface FileRules {
  variant: FileVariant;
  extensions?: readonly string[];
}

/**
 * One bank card of a form (cabinet §5 "Card"): number, expiry MM/YY and a confirming image. `prefix`
 * is the form path of the card (`cards.0` in the add-account form, `` in the add-card form).
 */
export function CardFields({
  prefix,
  index,
  files,
  onRemove,
}: {
  prefix: string;
  index: number;
  files: FileRules;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('accounts');
  const path = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return (
    <fieldset className="acc-card-fields" data-testid={`card-fields-${index}`}>
      <legend>{t('accounts.form.cardTitle', { n: index + 1 })}</legend>
      <MaskedField
        name={path('card_number')}
        mask="cardNumber"
        label={t('accounts.form.cardNumber')}
        hint={t('accounts.form.stateSupportHint')}
        optional
        testId={`card-number-${index}`}
      />
      <MaskedField
        name={path('card_expire')}
        mask="expiry"
        label={t('accounts.form.cardExpire')}
        testId={`card-expire-${index}`}
      />
      <FileUploadField
        name={path('doc')}
        label={t('accounts.form.cardDoc')}
        variant={files.variant}
        extensions={files.extensions}
        refusalToast
        maxFiles={1}
        testId={`card-doc-${index}`}
      />
      {onRemove && (
        <Button variant="link" onClick={onRemove} data-testid={`card-remove-${index}`}>
          {t('accounts.form.removeCard')}
        </Button>
      )}
    </fieldset>
  );
}
