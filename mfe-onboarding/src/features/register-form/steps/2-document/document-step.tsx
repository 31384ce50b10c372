import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { NonresidentStepPassportResponse, PassportType, StepNameResponse } from '@broker/shared/contracts';
import { CheckboxField, DateField, FileUploadField, SelectField, TextField } from '@broker/shared/form';
import { isLang } from '@broker/shared/routes';

import { useStep } from '../../api/get-step';
import { useCountries, useStepRef } from '../../api/get-ref';
import { useFrame } from '../../components/frame-context';
import { StepForm } from '../../components/step-form';
import { StepLoading } from '../../components/step-loading';
import { isOver45 } from '../1-personal/personal-schema';
import {
  autoValidUntil,
  documentDefaults,
  documentRequest,
  documentSchema,
  templateValues,
  visibleFields,
  type DocumentContext,
  type DocumentValues,
} from './document-schema';
import {
  CERTIFICATE_PHOTOS,
  defaultPassportType,
  EXTRA_PHOTOS,
  PASSPORT_TEMPLATES,
  SELFIE_PHOTOS,
} from './passport-types';

/** Step 2: the identity document (onboarding §2, §5). */
export function DocumentStep() {
  const { isResident } = useFrame();
  const data = useStep<NonresidentStepPassportResponse>('step_passport', isResident);
  const personal = useStep<StepNameResponse>('step_name', isResident);
  const types = useStepRef('passport_types', isResident);
  const countries = useCountries(isResident);
  if (!data.data || !personal.data || !types.data || !countries.data)
    return <StepLoading queries={[data, personal, types, countries]} />;
  const ctx: DocumentContext = {
    isResident,
    citizenship: personal.data.citizenship,
    over45: isOver45(personal.data.birth_date),
  };
  const typeOptions = types.data
    .filter((tp) => tp.for_resident === isResident)
    .map((tp) => ({ value: tp.codename, label: tp.name }));
  const countryOptions = countries.data.map((c) => ({ value: c.id, label: c.name }));
  return <DocumentForm data={data.data} ctx={ctx} typeOptions={typeOptions} countryOptions={countryOptions} />;
}

function DocumentForm({
  data,
  ctx,
  typeOptions,
  countryOptions,
}: {
  data: NonresidentStepPassportResponse;
  ctx: DocumentContext;
  typeOptions: Array<{ value: PassportType; label: string }>;
  countryOptions: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation('onboarding');
  const { lang: rawLang } = useParams();
  const lang = isLang(rawLang) ? rawLang : 'uk';
  const variant = ctx.isResident ? 'resident' : 'nonresident';
  const form = useForm<DocumentValues>({
    resolver: zodResolver(documentSchema(ctx)),
    mode: 'all',
    defaultValues: documentDefaults(data, defaultPassportType(ctx.isResident, ctx.citizenship), ctx.citizenship),
  });
  const type = form.watch('passport_type');
  const biometric = form.watch('is_biometric');
  const show = visibleFields(type, biometric, ctx);
  const tpl = PASSPORT_TEMPLATES[type];

  useEffect(() => {
    // onboarding §4: valid_until follows the issue date (+10 years) where the field exists
    const sub = form.watch((values, { name }) => {
      if (name !== 'date_issued' || !values.passport_type) return;
      const auto = autoValidUntil(values.passport_type, values.date_issued ?? '');
      if (auto) form.setValue('valid_until', auto, { shouldValidate: true, shouldDirty: true });
    });
    return () => sub.unsubscribe();
  }, [form]);

  const f = (key: string) => t(`registerForm.document.${key}`);
  return (
    <StepForm name="step_passport" form={form} lang={lang} toRequest={(v) => documentRequest(v, ctx)}>
      <div className="onboarding-questionnaire-section" data-testid="step-document">
        <SelectField
          name="passport_type"
          label={f('type')}
          options={typeOptions}
          testId="field-passport-type"
          onPick={(v) => {
            if (typeof v === 'string')
              form.reset(templateValues(v as PassportType, ctx.citizenship), { keepDefaultValues: true });
          }}
        />
        {show.biometric && <CheckboxField name="is_biometric" label={f('biometric')} testId="field-biometric" />}
        {show.country && (
          <SelectField name="country" label={f('country')} options={countryOptions} testId="field-country" />
        )}
        <div className="onboarding-questionnaire-grid">
          {show.seria && (
            <TextField name="seria" label={f('seria')} optional={tpl.series === 'latin'} testId="field-seria" />
          )}
          <TextField name="number" label={f('number')} testId="field-number" />
          {show.reestr && (
            <TextField name="reestr_number" label={f('reestr')} placeholder="12345678-12345" testId="field-reestr" />
          )}
        </div>
        <div className="onboarding-questionnaire-grid">
          <DateField name="date_issued" label={f('dateIssued')} testId="field-date-issued" />
          {show.validUntil && (
            <DateField
              name="valid_until"
              label={f('validUntil')}
              optional={tpl.validUntil === 'optional'}
              testId="field-valid-until"
            />
          )}
        </div>
        <div className="onboarding-questionnaire-grid">
          {show.issued && (
            <TextField
              name="issued"
              label={f('issued')}
              optional={tpl.authority === 'optional'}
              testId="field-issued"
            />
          )}
          {show.issuedCode && <TextField name="issued_code" label={f('issuedCode')} testId="field-issued-code" />}
        </div>
        <FileUploadField
          name="photo"
          label={f('photos')}
          hint={t('registerForm.document.photosHint', { count: tpl.photos })}
          variant={variant}
          maxFiles={tpl.photos}
          testId="field-photo"
        />
        {show.residenceCertificate && (
          <FileUploadField
            name="photo_register"
            label={f('certificate')}
            variant={variant}
            maxFiles={CERTIFICATE_PHOTOS}
            testId="field-photo-register"
          />
        )}
        {show.photo45 && (
          <FileUploadField
            name="photo_45"
            label={f('photo45')}
            variant={variant}
            maxFiles={EXTRA_PHOTOS}
            testId="field-photo-45"
          />
        )}
        {show.selfie && (
          <FileUploadField
            name="photo_selfie"
            label={f('selfie')}
            variant={variant}
            maxFiles={SELFIE_PHOTOS}
            testId="field-photo-selfie"
          />
        )}
      </div>
    </StepForm>
  );
}
