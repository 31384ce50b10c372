import { useMemo } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { StepAccountsResponse } from '@broker/shared/contracts';
import { emptyAccount, FieldMessage, useShownError } from '@broker/shared/form';
import { isLang } from '@broker/shared/routes';
import { useSettings } from '@broker/shared/session';
import { Button } from '@broker/shared/ui';
import { useStep } from '../../api/get-step';
import { useStepRef } from '../../api/get-ref';
import { useFrame } from '../../components/frame-context';
import { StepForm } from '../../components/step-form';
import { StepLoading } from '../../components/step-loading';
import { AccountFields } from './account-fields';
import {
  accountsDefaults,
  accountsErrorPaths,
  accountsRequest,
  accountsStepSchema,
  type AccountsLimits,
  type AccountsValues,
} from './accounts-schema';

/** not in spec: if settings cannot be read, one account with one card still lets the applicant go on */
const FALLBACK_LIMITS: AccountsLimits = { maxAccounts: 1, maxCards: 1 };

/** Step 4: bank accounts and cards (onboarding §2, §5), up to the settings' limits. */
export function AccountsStep() {
  const { isResident } = useFrame();
  const data = useStep<StepAccountsResponse>('step_accounts', isResident);
  const currencies = useStepRef('currencies', isResident);
  const settings = useSettings();
  if (!data.data || !currencies.data || settings.isPending) return <StepLoading queries={[data, currencies]} />;
  const limits = settings.data
    ? { maxAccounts: settings.data.MAX_ACCOUNTS_COUNT, maxCards: settings.data.MAX_IBAN_CARDS_COUNT }
    : FALLBACK_LIMITS;
  return (
    <AccountsForm
      data={data.data}
      limits={limits}
      currencies={currencies.data.map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}

function AccountsForm({
  data,
  limits,
  currencies,
}: {
  data: StepAccountsResponse;
  limits: AccountsLimits;
  currencies: Array<{ value: number; label: string }>;
}) {
  const { t } = useTranslation('onboarding');
  const { isResident } = useFrame();
  const { lang: rawLang } = useParams();
  const lang = isLang(rawLang) ? rawLang : 'uk';
  const schema = useMemo(() => accountsStepSchema(limits, isResident), [limits, isResident]);
  const form = useForm<AccountsValues>({
    resolver: zodResolver(schema),
    mode: 'all',
    defaultValues: accountsDefaults(data),
  });
  const accounts = useFieldArray({ control: form.control, name: 'accounts' });
  // a list-level rule (count) lands on `accounts.root` beside the per-account errors, or on `accounts`
  const listErrors = form.formState.errors.accounts;
  const listError = useShownError(
    (listErrors?.root ?? (typeof listErrors?.message === 'string' ? listErrors : undefined)) as FieldError | undefined,
  );
  const variant = isResident ? 'resident' : 'nonresident';
  return (
    <StepForm name="step_accounts" form={form} lang={lang} toRequest={accountsRequest} errorPaths={accountsErrorPaths}>
      <div className="onboarding-questionnaire-section" data-testid="step-accounts">
        <p className="onboarding-questionnaire__intro">{t('registerForm.accounts.intro')}</p>
        {accounts.fields.map((acc, i) => (
          <AccountFields
            key={acc.id}
            index={i}
            currencies={currencies}
            maxCards={limits.maxCards}
            variant={variant}
            onRemove={accounts.fields.length > 1 ? () => accounts.remove(i) : undefined}
          />
        ))}
        <FieldMessage id="accounts-list-error" message={listError} />
        {accounts.fields.length < limits.maxAccounts && (
          <Button variant="secondary" onClick={() => accounts.append(emptyAccount())} data-testid="add-account">
            {t('registerForm.accounts.addAccount')}
          </Button>
        )}
      </div>
    </StepForm>
  );
}
