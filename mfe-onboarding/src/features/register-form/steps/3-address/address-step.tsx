import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { StepAddressResponse, StepNameResponse } from '@broker/shared/contracts';
import { CheckboxField, FileUploadField } from '@broker/shared/form';
import { useFileDownload } from '@broker/shared/files';
import { isLang } from '@broker/shared/routes';
import { Button } from '@broker/shared/ui';
import { useStep } from '../../api/get-step';
import { useCountries } from '../../api/get-ref';
import { useFrame } from '../../components/frame-context';
import { StepForm } from '../../components/step-form';
import { StepLoading } from '../../components/step-loading';
import { AddressFields } from './address-fields';
import {
  addressDefaults,
  addressRequest,
  addressStepSchema,
  asksMigrant,
  emptyAddress,
  type AddressStepValues,
} from './address-schema';

/** Step 3: registration and living address (onboarding §2, §5). */
export function AddressStep() {
  const { isResident } = useFrame();
  const data = useStep<StepAddressResponse>('step_address', isResident);
  const personal = useStep<StepNameResponse>('step_name', isResident);
  const countries = useCountries(isResident);
  if (!data.data || !personal.data || !countries.data) return <StepLoading queries={[data, personal, countries]} />;
  return (
    <AddressForm
      data={data.data}
      citizenship={personal.data.citizenship}
      countries={countries.data.map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}

function AddressForm({
  data,
  citizenship,
  countries,
}: {
  data: StepAddressResponse;
  citizenship: string | null;
  countries: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation('onboarding');
  const { isResident } = useFrame();
  const { lang: rawLang } = useParams();
  const lang = isLang(rawLang) ? rawLang : 'uk';
  const { download } = useFileDownload();
  const form = useForm<AddressStepValues>({
    resolver: zodResolver(addressStepSchema(isResident, citizenship)),
    mode: 'all',
    defaultValues: addressDefaults(data, isResident),
  });
  const isLiving = form.watch('registration_is_living');
  const migrant = form.watch('is_internal_migrant');
  const f = (key: string) => t(`registerForm.address.${key}`);
  return (
    <StepForm name="step_address" form={form} lang={lang} toRequest={(v) => addressRequest(v, isResident, citizenship)}>
      <div className="onboarding-questionnaire-section" data-testid="step-address">
        {data.state_check_documents.length > 0 && (
          <div>
            <p>{f('stateCheck')}</p>
            <ul className="onboarding-questionnaire-links">
              {data.state_check_documents.map((d) => (
                <li key={d.uuid}>
                  <Button variant="link" onClick={() => void download({ path: d.src, fileName: d.name })}>
                    {d.name}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <AddressFields
          prefix="registration_address"
          legend={f('registration')}
          isResident={isResident}
          countries={countries}
        />
        <CheckboxField
          name="registration_is_living"
          label={f('isLiving')}
          testId="field-is-living"
          onToggle={() =>
            form.setValue('living_address', emptyAddress(isResident ? 'UA' : null), {
              shouldValidate: true,
              shouldDirty: true,
            })
          }
        />
        {!isLiving && (
          <AddressFields prefix="living_address" legend={f('living')} isResident={isResident} countries={countries} />
        )}
        {asksMigrant(isResident, citizenship) && (
          <>
            <CheckboxField name="is_internal_migrant" label={f('migrant')} testId="field-migrant" />
            {migrant && (
              <FileUploadField
                name="photo_migrant_reference"
                label={f('migrantCertificate')}
                variant="resident"
                maxFiles={2}
                testId="field-photo-migrant"
              />
            )}
          </>
        )}
      </div>
    </StepForm>
  );
}
