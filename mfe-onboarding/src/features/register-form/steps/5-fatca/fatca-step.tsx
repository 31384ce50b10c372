import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { StepFatcaResponse } from '@broker/shared/contracts';
import { TextField, YesNoField } from '@broker/shared/form';
import { isLang } from '@broker/shared/routes';
import { useStep } from '../../api/get-step';
import { useFrame } from '../../components/frame-context';
import { StepForm } from '../../components/step-form';
import { StepLoading } from '../../components/step-loading';
import { FATCA_QUESTIONS, fatcaDefaults, fatcaRequest, fatcaSchema, showsTin, type FatcaValues } from './fatca-schema';

/** Step 5: US tax status (FATCA) — yes/no questions and the TIN (onboarding §2, §4, §5). */
export function FatcaStep() {
  const { isResident } = useFrame();
  const data = useStep<StepFatcaResponse>('step_fatca', isResident);
  if (!data.data) return <StepLoading queries={[data]} />;
  return <FatcaForm data={data.data} />;
}

function FatcaForm({ data }: { data: StepFatcaResponse }) {
  const { t } = useTranslation('onboarding');
  const { lang: rawLang } = useParams();
  const lang = isLang(rawLang) ? rawLang : 'uk';
  const form = useForm<FatcaValues>({
    resolver: zodResolver(fatcaSchema),
    mode: 'all',
    defaultValues: fatcaDefaults(data),
  });
  const answers = useWatch({ control: form.control });
  const tinShown = showsTin(answers);
  // onboarding §4: hiding the TIN clears tin_code
  const onAnswer = () => {
    if (!showsTin(form.getValues()) && form.getValues('tin_code') !== '')
      form.setValue('tin_code', '', { shouldValidate: true, shouldDirty: true });
  };
  return (
    <StepForm name="step_fatca" form={form} lang={lang} toRequest={fatcaRequest}>
      <div className="onboarding-questionnaire-section" data-testid="step-fatca">
        <p className="onboarding-questionnaire__intro">{t('registerForm.fatca.intro')}</p>
        {FATCA_QUESTIONS.map((q) => (
          <YesNoField key={q} name={q} label={t(`registerForm.fatca.${q}`)} onAnswer={onAnswer} testId={`fatca-${q}`} />
        ))}
        {tinShown && (
          <TextField
            name="tin_code"
            label={t('registerForm.fatca.tin')}
            inputMode="numeric"
            autoComplete="off"
            testId="fatca-tin"
          />
        )}
      </div>
    </StepForm>
  );
}
