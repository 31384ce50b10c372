import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, toastError } from '@broker/shared/ui';

/** What StepLoading reads of each query a step waits for (a react-query result fits). */
export interface StepQuery {
  data: unknown;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * While a step's data and reference lists load (onboarding §2: each step loads on entry). A load that
 * failed does not spin forever: onboarding §8 "a general failure of the initial load shows a toast", and
 * the step offers to try again (only the calls that failed are repeated).
 */
export function StepLoading({ queries = [] }: { queries?: readonly StepQuery[] }) {
  const { t } = useTranslation('onboarding');
  const failed = queries.filter((q) => q.isError && q.data === undefined);
  const lastError = failed[0]?.error;
  useEffect(() => {
    if (lastError) toastError(lastError); // once per failed attempt (a new error each time)
  }, [lastError]);
  if (failed.length > 0) {
    return (
      <div className="onboarding-questionnaire-loading" data-testid="step-load-failed">
        <p>{t('registerForm.loadFailed')}</p>
        <Button
          variant="secondary"
          loading={failed.some((q) => q.isFetching)}
          onClick={() => failed.forEach((q) => void q.refetch())}
          data-testid="step-retry"
        >
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="onboarding-questionnaire-loading" data-testid="step-loading">
      <Spinner label={t('common:app.loading')} />
    </div>
  );
}
