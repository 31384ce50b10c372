import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { StepNameResponse } from '@broker/shared/contracts';
import { CheckboxField, DateField, FileUploadField, MaskedField, SelectField, TextField } from '@broker/shared/form';
import { isLang } from '@broker/shared/routes';

import { useStep } from '../../api/get-step';
import { useCountries } from '../../api/get-ref';
import { useFrame } from '../../components/frame-context';
import { StepForm } from '../../components/step-form';
import { StepLoading } from '../../components/step-loading';
import {
  needsNoInnScan,
  personalDefaults,
  personalRequest,
  personalSchema,
  TAX_PHOTO_MAX,
  type PersonalValues,
} from './personal-schema';

type Data = StepNameResponse;

/** Step 1: personal data (onboarding §2, §5). */
export function PersonalStep() {
  const { isResident } = useFrame();
  const data = useStep<Data>('step_name', isResident);
  const countries = useCountries(isResident);
  if (!data.data || !countries.data) return <StepLoading queries={[data, countries]} />;
  const citizenshipName = countries.data.find((c) => c.id === data.data?.citizenship)?.name ?? '';
  return <PersonalForm data={data.data} citizenshipName={citizenshipName} countries={countries.data} />;
}

function PersonalForm({
  data,
  citizenshipName,
  countries,
}: {
  data: Data;
  citizenshipName: string;
  /** the questionnaire's country list (its language, Ukraine first for residents): the country of birth */
  countries: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { t } = useTranslation('onboarding');
  const { isResident } = useFrame();
  const { lang: rawLang } = useParams();
  const lang = isLang(rawLang) ? rawLang : 'uk';
  const variant = isResident ? 'resident' : 'nonresident';
  const form = useForm<PersonalValues>({
    resolver: zodResolver(personalSchema(isResident, data.citizenship)),
    mode: 'all',
    defaultValues: personalDefaults(data),
  });
  const hasInn = form.watch('has_inn');
  const f = (key: string) => t(`registerForm.personal.${key}`);
  return (
    <StepForm
      name="step_name"
      form={form}
      lang={lang}
      toRequest={(v) => personalRequest(v, isResident, data.citizenship)}
    >
      <div className="onboarding-questionnaire-section" data-testid="step-personal">
        <div className="onboarding-questionnaire-grid">
          <ReadOnly label={f('phone')} value={data.phone} testId="field-phone" />
          <ReadOnly label={f('email')} value={data.email} testId="field-email" />
        </div>
        <div className="onboarding-questionnaire-grid">
          <TextField name="last_name" label={f('lastName')} autoComplete="family-name" testId="field-last-name" />
          <TextField name="first_name" label={f('firstName')} autoComplete="given-name" testId="field-first-name" />
          <TextField
            name="middle_name"
            label={f('middleName')}
            optional
            autoComplete="additional-name"
            testId="field-middle-name"
          />
        </div>
        <div className="onboarding-questionnaire-grid">
          <DateField name="birth_date" label={f('birthDate')} testId="field-birth-date" />
          <SelectField
            name="birth_country"
            label={f('birthCountry')}
            options={countries.map((c) => ({ value: c.id, label: c.name }))}
            testId="field-birth-country"
          />
          <TextField name="birth_city" label={f('birthCity')} testId="field-birth-city" />
        </div>
        <ReadOnly label={f('citizenship')} value={citizenshipName} testId="field-citizenship-ro" />
        <CheckboxField
          name="has_inn"
          label={f('hasInn')}
          testId="field-has-inn"
          onToggle={() => {
            // onboarding §4: changing has_inn clears the number and the photos
            const opts = { shouldValidate: true, shouldDirty: true };
            form.setValue('inn', '', opts);
            form.setValue('photo_inn', [], opts);
            form.setValue('photo_no_inn', [], opts);
          }}
        />
        {hasInn && (
          <>
            {isResident ? (
              <MaskedField name="inn" mask="taxId" label={f('inn')} testId="field-inn" />
            ) : (
              <TextField name="inn" label={f('inn')} testId="field-inn" />
            )}
            <FileUploadField
              name="photo_inn"
              label={f('innPhoto')}
              variant={variant}
              maxFiles={TAX_PHOTO_MAX}
              testId="field-photo-inn"
            />
          </>
        )}
        {needsNoInnScan(isResident, data.citizenship, hasInn) && (
          <FileUploadField
            name="photo_no_inn"
            label={f('noInnPhoto')}
            hint={f('noInnHint')}
            variant={variant}
            maxFiles={TAX_PHOTO_MAX}
            testId="field-photo-no-inn"
          />
        )}
      </div>
    </StepForm>
  );
}

function ReadOnly({ label, value, testId }: { label: string; value: string; testId: string }) {
  const id = `ro-${testId}`;
  return (
    <div className="fk-field" data-testid={testId}>
      <label htmlFor={id} className="fk-field__label">
        {label}
      </label>
      <input id={id} className="fk-input fk-input--readonly" value={value} readOnly />
    </div>
  );
}
