import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@broker/shared/api';
import { notify, toastError } from '@broker/shared/ui';
import { REGISTER_SOURCE_SEPARATOR, type RegisterDatasource } from '@broker/shared/contracts';
import { useLang, useRouteNav } from '@broker/shared/routes';
import { useRegisterAccount } from '../api/register-account';
import { useSetRegisterDatasource } from '../api/set-datasource';
import { useSetRegistrationPassword } from '../api/set-password';
import { useMailManager } from '../api/mail-manager';
import type { SetFieldError } from '../components/password-step';
import type { ContactsValues } from '../schemas/contacts-schema';
import { joinSources, type PasswordStepValues } from '../schemas/password-step-schema';
import {
  afterDatasource,
  afterEmailConfirmed,
  afterPhoneConfirmed,
  initialProgress,
  parseRegisterQuery,
  resumeOrStart,
  sharingQuery,
  targetAfterPassword,
  type PendingCode,
  type Progress,
} from './progress';
import { registerFailure } from './register-errors';
import { clearProgress, loadProgress, saveProgress } from './storage';

export type RegisterModal =
  null | 'nonResidentBlocked' | 'wrongPhone' | 'fullDuplicate' | 'managerSent' | 'managerAlready';

/** The registration sequence of onboarding §4: state, persistence and the calls of each step. */
export function useRegistration(opts: { blockNonresident: boolean }) {
  const { t } = useTranslation('onboarding');
  const lang = useLang();
  const nav = useRouteNav();
  const [params] = useSearchParams();
  const [progress, setProgress] = useState<Progress>(() =>
    resumeOrStart(loadProgress(), parseRegisterQuery(params), lang),
  );
  const [paused, setPaused] = useState(false);
  const [modal, setModal] = useState<RegisterModal>(null);
  const [serverErrors, setServerErrors] = useState<Partial<ContactsValues> | null>(null);
  const registerCall = useRegisterAccount();
  const datasourceCall = useSetRegisterDatasource();
  const passwordCall = useSetRegistrationPassword();
  const managerCall = useMailManager();

  useEffect(() => saveProgress(progress), [progress]);
  const update = (fn: (p: Progress) => Progress) => setProgress(fn);

  const chooseResidency = (isResident: boolean) => {
    if (!isResident && opts.blockNonresident) return setModal('nonResidentBlocked');
    update((p) => ({ ...p, isResident, stage: 'contacts' }));
  };

  const submitContacts = async (values: ContactsValues, avoidPhoneCheck = false): Promise<boolean | void> => {
    setServerErrors(null);
    update((p) => ({ ...p, ...values }));
    try {
      const answer = await registerCall.mutateAsync({
        phone: values.phone,
        email: values.email,
        is_resident: progress.isResident ?? true,
        interface_language: progress.interfaceLanguage,
        ...(progress.datasource ? { register_datasource: progress.datasource } : {}),
        ...(progress.setPassword ? { set_password: true } : {}),
        ...(avoidPhoneCheck ? { avoid_phone_check: true } : {}),
      });
      setModal(null);
      update((p) => ({ ...p, ...values, smsAvailable: answer.sms_otp_is_available, stage: 'emailCode', code: null }));
      return true;
    } catch (error) {
      const failure = registerFailure(error, { sharing: progress.datasource === 'SHARING' });
      if (failure.kind === 'nonResidentBlocked') setModal('nonResidentBlocked');
      else if (failure.kind === 'wrongPhone') setModal('wrongPhone');
      else if (failure.kind === 'fullDuplicate') setModal('fullDuplicate');
      else if (failure.kind === 'partialDuplicate') update((p) => ({ ...p, stage: 'duplicate' }));
      else if (failure.kind === 'alreadySent') {
        clearProgress();
        nav('register-final-page', { query: { alreadySent: 1 } });
      } else if (failure.kind === 'sharingResult') {
        clearProgress();
        nav('diya-qr-success', { query: { status: failure.page } });
      } else if (failure.kind === 'domainForbidden') notify.error(t('register.domainForbidden'));
      else if (failure.kind === 'fields') {
        setServerErrors(failure.fields);
        toastError(error, 'common:errors.checkFields'); // onboarding §8: per field with a toast
      } else toastError(failure.error);
    }
  };

  /** The sharing app's QR page (§2 diya-qr-code) with this registration's contacts; it comes back with a share. */
  const openSharing = (p: Progress) => {
    saveProgress(p); // saved now: the screen unmounts before its effect would run
    nav('diya-qr-code', { query: sharingQuery(p) });
  };

  const chooseDatasource = async (source: RegisterDatasource) => {
    try {
      await datasourceCall.mutateAsync({ register_datasource: source, phone: progress.phone, email: progress.email });
      const next = afterDatasource(progress, source);
      setProgress(next);
      if (next.stage === 'sharing') openSharing(next);
    } catch (error) {
      toastError(error);
    }
  };

  const submitPassword = async (values: PasswordStepValues, setError: SetFieldError): Promise<boolean | void> => {
    const label = (o: string) => t(`register.password.sources.${o}`);
    try {
      await passwordCall.mutateAsync({
        password1: values.password1,
        password2: values.password2,
        register_source: joinSources(values, label, REGISTER_SOURCE_SEPARATOR),
        phone: progress.phone,
        email: progress.email,
      });
      clearProgress();
      // the shell also applies its redirect rule after `auth:login`; both lead to the same page
      nav(targetAfterPassword(progress), { replace: true });
      return true;
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      const shown = (['password1', 'password2'] as const).filter((f) => fields[f]?.[0]);
      for (const f of shown) setError(f, fields[f]![0]!);
      toastError(error, shown.length > 0 ? 'common:errors.checkFields' : undefined); // onboarding §8: per field with a toast
    }
  };

  const contactManager = async () => {
    try {
      await managerCall.mutateAsync({ email: progress.email, phone: progress.phone });
      setModal('managerSent');
    } catch (error) {
      if (isApiError(error) && error.status === 429) setModal('managerAlready');
      else toastError(error);
    }
  };

  const startOver = () => {
    clearProgress();
    setPaused(false);
    setModal(null);
    setProgress(initialProgress(lang));
  };

  return {
    progress,
    paused,
    modal,
    serverErrors,
    pending: {
      register: registerCall.isPending,
      datasource: datasourceCall.isPending ? (datasourceCall.variables?.register_datasource ?? null) : null,
      password: passwordCall.isPending || passwordCall.isSuccess,
      manager: managerCall.isPending,
    },
    setModal,
    setPaused,
    chooseResidency,
    submitContacts,
    backToChoice: () => update((p) => ({ ...p, stage: 'choice' })),
    openSharing: () => openSharing(progress),
    /** back from the sharing stage to the data-source choice (another way after all) */
    chooseAnotherSource: () => {
      setPaused(false);
      update((p) => ({ ...p, datasource: null, stage: 'datasource' }));
    },
    codeSent: (code: PendingCode) => update((p) => ({ ...p, code })),
    emailConfirmed: () => update(afterEmailConfirmed),
    phoneConfirmed: () => update(afterPhoneConfirmed),
    chooseDatasource,
    submitPassword,
    contactManager,
    startOver,
  };
}
