import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextField, type SelectOption } from '@broker/shared/form';
import { useWatch } from 'react-hook-form';
import { requiredParts } from './address-schema';

/** One address block: country, then its parts or a single line (onboarding §2 step 3). */
export function AddressFields({
  prefix,
  legend,
  isResident,
  countries,
}: {
  prefix: 'registration_address' | 'living_address';
  legend: string;
  isResident: boolean;
  countries: SelectOption[];
}) {
  const { t } = useTranslation('onboarding');
  const single = useWatch({ name: `${prefix}.single` }) === true;
  const required = requiredParts(isResident);
  const part = (key: string, autoComplete?: string) => (
    <TextField
      name={`${prefix}.${key}`}
      label={t(`registerForm.address.${key}`)}
      optional={!required.includes(key as never)}
      autoComplete={autoComplete}
      testId={`${prefix}-${key}`}
    />
  );
  return (
    <fieldset className="onboarding-questionnaire-section" data-testid={prefix}>
      <legend>{legend}</legend>
      <SelectField
        name={`${prefix}.country`}
        label={t('registerForm.address.country')}
        options={countries}
        testId={`${prefix}-country`}
      />
      <CheckboxField name={`${prefix}.single`} label={t('registerForm.address.single')} testId={`${prefix}-single`} />
      {single ? (
        part('address', 'street-address')
      ) : (
        <div className="onboarding-questionnaire-grid">
          {part('region', 'address-level1')}
          {!isResident && part('state')}
          {part('settlement_type')}
          {part('settlement', 'address-level2')}
          {part('street_type')}
          {part('street', 'address-line1')}
          {part('house')}
          {part('flat')}
          {part('index', 'postal-code')}
        </div>
      )}
    </fieldset>
  );
}
