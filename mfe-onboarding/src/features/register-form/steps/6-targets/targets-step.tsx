import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { RefOption, StepTargetsResponse } from '@broker/shared/contracts';
import { isoToDisplay, MultiSelectField, SelectField, todayIso } from '@broker/shared/form';
import { isLang } from '@broker/shared/routes';
import { useStep } from '../../api/get-step';
import { useStepRef } from '../../api/get-ref';
import { useFrame } from '../../components/frame-context';
import { StepForm } from '../../components/step-form';
import { StepLoading } from '../../components/step-loading';
import { targetsDefaults, targetsRequest, targetsSchema, type TargetsValues } from './targets-schema';

/** Step 6: business purpose — targets, frequency and today's date; its save is the final submit (onboarding §2). */
export function TargetsStep() {
  const { isResident } = useFrame();
  const data = useStep<StepTargetsResponse>('step_targets', isResident);
  const targets = useStepRef('business_targets', isResident);
  const frequencies = useStepRef('business_frequencies', isResident);
  if (!data.data || !targets.data || !frequencies.data) return <StepLoading queries={[data, targets, frequencies]} />;
  return <TargetsForm data={data.data} targets={targets.data} frequencies={frequencies.data} />;
}

function TargetsForm({
  data,
  targets,
  frequencies,
}: {
  data: StepTargetsResponse;
  targets: RefOption[];
  frequencies: RefOption[];
}) {
  const { t } = useTranslation('onboarding');
  const { lang: rawLang } = useParams();
  const lang = isLang(rawLang) ? rawLang : 'uk';
  const form = useForm<TargetsValues>({
    resolver: zodResolver(targetsSchema),
    mode: 'all',
    defaultValues: targetsDefaults(data, targets, frequencies),
  });
  const options = (list: RefOption[]) => list.map((o) => ({ value: o.id, label: o.name }));
  return (
    <StepForm name="step_targets" form={form} lang={lang} toRequest={targetsRequest}>
      <div className="onboarding-questionnaire-section" data-testid="step-targets">
        <MultiSelectField
          name="target"
          label={t('registerForm.targets.target')}
          options={options(targets)}
          testId="targets-target"
        />
        <SelectField
          name="frequency"
          label={t('registerForm.targets.frequency')}
          options={options(frequencies)}
          testId="targets-frequency"
        />
        <div className="fk-field" data-testid="targets-date">
          <label htmlFor="targets-date-input" className="fk-field__label">
            {t('registerForm.targets.date')}
          </label>
          {/* onboarding §2: today's date, read-only, dd.MM.yyyy — the user's today, not the server's (time zones) */}
          <input
            id="targets-date-input"
            className="fk-input fk-input--readonly"
            value={isoToDisplay(todayIso())}
            readOnly
          />
        </div>
      </div>
    </StepForm>
  );
}
