import { useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyServerErrors, showServerErrors } from '@broker/shared/form';
import { isApiError } from '@broker/shared/api';
import { routePath, type Lang } from '@broker/shared/routes';
import { toastError, useSingleFlight } from '@broker/shared/ui';
import type { StepName } from '@broker/shared/contracts';
import { useSaveStep } from '../api/save-step';
import { translateKnownCodes } from '../model/server-codes';
import { useFrame } from './frame-context';
import { StepActions } from './step-actions';
import { useFinishApplication } from './use-finish-application';

/**
 * One step's form: the fields, the save on next (one request however often next is clicked), backend
 * field errors under their fields with a toast, and the frame's dirty flag for the leave-page warning.
 */
export function StepForm<T extends FieldValues>({
  name,
  form,
  toRequest,
  children,
  lang,
  valid = true,
  errorPaths,
}: {
  name: StepName;
  form: UseFormReturn<T>;
  toRequest: (values: T) => unknown;
  children: ReactNode;
  lang: Lang;
  /** extra conditions beside the schema (a modal-only state such as "no citizenship") */
  valid?: boolean;
  /** form paths a backend field error may name (default: the top-level fields); nested lists list theirs */
  errorPaths?: (values: T) => string[];
}) {
  const frame = useFrame();
  const navigate = useNavigate();
  const save = useSaveStep(name, frame.isResident);
  const { isDirty, isValid } = form.formState;
  const { setDirty } = frame;
  useEffect(() => setDirty(isDirty), [isDirty, setDirty]);
  const finish = useFinishApplication();
  // leaving the form on purpose: the leave-page guard must see "clean" before the navigation starts
  const markClean = () => flushSync(() => setDirty(false));

  const submit = useSingleFlight(async () => {
    const values = form.getValues();
    try {
      await save.mutateAsync(toRequest(values));
    } catch (err) {
      if (isApiError(err) && err.code === 'FullSentProfile') {
        markClean();
        navigate(routePath('register-final-page', { lang, query: { alreadySent: 1 } }));
        return true;
      }
      translateKnownCodes(err);
      const paths = errorPaths ? errorPaths(values) : Object.keys(values);
      // onboarding §8: "questionnaire not sent, try again (step 5 failure)" — step 5 is FATCA (also offline);
      // every other step: field errors under their fields with a toast
      if (name === 'step_fatca') {
        applyServerErrors(err, form.setError, paths);
        toastError(isApiError(err) && !err.isNetwork ? err : undefined, 'onboarding:registerForm.notSent');
      } else showServerErrors(err, form.setError, paths);
      return false;
    }
    form.reset(values);
    if (frame.isLast) {
      markClean();
      finish();
      return true;
    }
    setDirty(false);
    frame.next();
    return true;
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="onboarding-questionnaire-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (isValid && valid) void submit();
        }}
      >
        {children}
        <StepActions valid={isValid && valid} busy={save.isPending} />
      </form>
    </FormProvider>
  );
}
