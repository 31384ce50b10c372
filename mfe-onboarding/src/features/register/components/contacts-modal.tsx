import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Modal, useSingleFlight } from '@broker/shared/ui';
import { Button } from '@broker/shared/ui';
import { TextField } from '../../../components/text-field';
import { contactsSchema, type ContactsValues } from '../schemas/contacts-schema';

/**
 * The start modal (resident or non-resident): phone and email. Server field errors arrive through
 * `serverErrors` and show under their fields until the user edits them.
 */
export function ContactsModal({
  isResident,
  initial,
  pending,
  serverErrors,
  onSubmit,
  onClose,
}: {
  isResident: boolean;
  initial: ContactsValues;
  pending: boolean;
  serverErrors: Partial<ContactsValues> | null;
  /** resolves `true` when registered (the modal is done) */
  onSubmit: (values: ContactsValues) => Promise<boolean | void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const { register, handleSubmit, formState, setError } = useForm<ContactsValues>({
    resolver: zodResolver(contactsSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  useEffect(() => {
    if (serverErrors?.phone) setError('phone', { message: serverErrors.phone }, { shouldFocus: true });
    if (serverErrors?.email) setError('email', { message: serverErrors.email }, { shouldFocus: !serverErrors.phone });
  }, [serverErrors, setError]);
  const submit = useSingleFlight(onSubmit);
  const who = isResident ? 'resident' : 'nonResident';

  return (
    <Modal title={t(`register.contacts.title.${who}`)} onClose={onClose} testId="contacts-modal">
      <form className="onboarding-form" noValidate onSubmit={handleSubmit(submit)}>
        <p>{t(`register.contacts.text.${who}`)}</p>
        <TextField
          label={t('register.contacts.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+380XXXXXXXXX"
          autoFocus
          error={formState.errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('register.contacts.email')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <div className="ui-modal__actions">
          <Button type="submit" disabled={!formState.isValid} loading={pending} data-testid="contacts-submit">
            {t('register.contacts.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
