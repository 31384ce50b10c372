import { useTranslation } from 'react-i18next';
import { FileUploadField, MaskedField, type FileVariant } from '@broker/shared/form';
import { Button } from '@broker/shared/ui';

/** One bank card of an account (onboarding §2 step 4): number (optional), expiry MM/YY, confirming image. */
export function CardFields({
  prefix,
  testId,
  index,
  variant,
  onRemove,
}: {
  prefix: string;
  testId: string;
  index: number;
  variant: FileVariant;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const f = (key: string) => t(`registerForm.accounts.${key}`);
  return (
    <fieldset className="rf-card" data-testid={testId}>
      <legend>{t('registerForm.accounts.cardTitle', { n: index + 1 })}</legend>
      <div className="rf-grid">
        <MaskedField
          name={`${prefix}.card_number`}
          mask="cardNumber"
          label={f('cardNumber')}
          hint={f('cardNumberHint')}
          optional
          testId={`${testId}-number`}
        />
        <MaskedField name={`${prefix}.card_expire`} mask="expiry" label={f('cardExpire')} testId={`${testId}-expire`} />
      </div>
      <FileUploadField
        name={`${prefix}.doc`}
        label={f('cardDoc')}
        hint={f('cardDocHint')}
        variant={variant}
        maxFiles={1}
        testId={`${testId}-doc`}
      />
      {onRemove && (
        <Button variant="link" onClick={onRemove} data-testid={`${testId}-remove`}>
          {f('removeCard')}
        </Button>
      )}
    </fieldset>
  );
}
