import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { StepCitizenshipResponse } from '@broker/shared/contracts';
import { SelectField, type SelectOption } from '@broker/shared/form';
import { isLang } from '@broker/shared/routes';
import { useSettings } from '@broker/shared/session';

import { NonResidentModal } from '../../../../components/non-resident-modal';
import { INVESTMENTS_SITE_URL } from '../../../../config/constants';
import { useStep } from '../../api/get-step';
import { useCountries, useStepRef } from '../../api/get-ref';
import { useFrame } from '../../components/frame-context';
import { StepForm } from '../../components/step-form';
import { StepLoading } from '../../components/step-loading';
import { CitizenshipModals, type CitizenshipModal } from './citizenship-modals';
import {
  asksEmployment,
  citizenshipDefaults,
  citizenshipRequest,
  citizenshipSchema,
  NO_CITIZENSHIP,
  UKRAINE,
  type CitizenshipValues,
} from './citizenship-schema';

/** Step 0: citizenship and residency (+ employment and income for residents of Ukraine). */
export function CitizenshipStep() {
  const { isResident } = useFrame();
  const data = useStep<StepCitizenshipResponse>('step_citizenship', isResident);
  const countries = useCountries(isResident);
  const blacklist = useStepRef('blacklist_countries', isResident);
  const employment = useStepRef('employment_types', isResident);
  const income = useStepRef('income_levels', isResident);
  const settings = useSettings();
  const refsReady = countries.data && blacklist.data && (!isResident || (employment.data && income.data));
  if (!data.data || !refsReady)
    return (
      <StepLoading
        queries={isResident ? [data, countries, blacklist, employment, income] : [data, countries, blacklist]}
      />
    );
  const blocked = !isResident && settings.data?.BLOCK_NONRESIDENT === true;
  return (
    <CitizenshipForm
      data={data.data}
      countries={countries.data}
      blacklist={blacklist.data}
      employment={employment.data ?? []}
      income={income.data ?? []}
      blocked={blocked}
    />
  );
}

function CitizenshipForm({
  data,
  countries,
  blacklist,
  employment,
  income,
  blocked,
}: {
  data: StepCitizenshipResponse;
  countries: ReadonlyArray<{ id: string; name: string }>;
  blacklist: readonly string[];
  employment: ReadonlyArray<{ id: number; name: string }>;
  income: ReadonlyArray<{ id: number; name: string }>;
  blocked: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const { isResident } = useFrame();
  const { lang: rawLang } = useParams();
  const lang = isLang(rawLang) ? rawLang : 'uk';
  const [modal, setModal] = useState<CitizenshipModal>(null);
  const form = useForm<CitizenshipValues>({
    resolver: zodResolver(citizenshipSchema({ isResident, blacklist })),
    mode: 'all',
    defaultValues: citizenshipDefaults(data, isResident, {
      employment: employment[0]?.id ?? null,
      income: income[0]?.id ?? null,
    }),
  });
  const residency = form.watch('residency');
  const countryOptions: SelectOption[] = countries.map((c) => ({ value: c.id, label: c.name }));
  const citizenshipOptions: SelectOption[] = [
    ...countryOptions,
    { value: NO_CITIZENSHIP, label: t('registerForm.citizenship.none') },
  ];
  const residencyOptions = isResident ? countryOptions : countryOptions.filter((o) => o.value !== UKRAINE);

  return (
    <StepForm name="step_citizenship" form={form} lang={lang} toRequest={(v) => citizenshipRequest(v, isResident)}>
      <div className="onboarding-questionnaire-section" data-testid="step-citizenship">
        <SelectField
          name="citizenship"
          label={t('registerForm.citizenship.citizenship')}
          options={citizenshipOptions}
          testId="field-citizenship"
          onPick={(v) => v === NO_CITIZENSHIP && setModal('noCitizen')}
        />
        <div className="onboarding-questionnaire-inline">
          <SelectField
            name="residency"
            label={t('registerForm.citizenship.residency')}
            options={residencyOptions}
            readOnly={isResident}
            testId="field-residency"
            onPick={(v) => typeof v === 'string' && blacklist.includes(v) && setModal('blacklisted')}
          />
          <button
            type="button"
            className="ui-btn ui-btn--secondary onboarding-questionnaire-info-btn"
            onClick={() => setModal('info')}
            aria-label={t('registerForm.citizenship.infoTitle')}
            data-testid="residency-info"
          >
            i
          </button>
        </div>
        {asksEmployment(isResident, residency) && (
          <div className="onboarding-questionnaire-grid">
            <SelectField
              name="employment_type"
              label={t('registerForm.citizenship.employment')}
              options={employment.map((o) => ({ value: o.id, label: o.name }))}
              testId="field-employment"
            />
            <SelectField
              name="income_level"
              label={t('registerForm.citizenship.income')}
              options={income.map((o) => ({ value: o.id, label: o.name }))}
              testId="field-income"
            />
          </div>
        )}
      </div>
      <CitizenshipModals
        open={modal}
        onClose={() => {
          if (modal === 'blacklisted') form.setValue('residency', null, { shouldValidate: true, shouldDirty: true });
          setModal(null);
        }}
      />
      {blocked && <NonResidentModal onClose={() => window.location.assign(INVESTMENTS_SITE_URL)} />}
    </StepForm>
  );
}
