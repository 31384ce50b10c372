import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { useUpdateConfirmationType, type ConfirmationType } from '../api/update-confirmation-type';
import { verificationWayOf } from '../model/verification-way';

const WAYS: readonly ConfirmationType[] = ['sms', 'email'];

/**
 * Cabinet §2 "Verification way": how one-time codes reach the client. SMS can be chosen only when
 * `sms_otp_is_available`. A change is saved at once (POST auth/userinfo/); while it is on its way the
 * new choice shows and the radios wait; a failure toasts and the saved choice shows again.
 */
export function VerificationWayBlock() {
  const { t } = useTranslation('accounts');
  const user = useUser();
  const update = useUpdateConfirmationType();
  const headingId = useId();
  const smsNoteId = useId();
  if (!user) return null;
  const saved = verificationWayOf(user);
  const current = update.isPending && update.variables ? update.variables : saved;
  const smsAvailable = user.sms_otp_is_available;

  const choose = (way: ConfirmationType) => {
    if (way === saved || update.isPending) return;
    update.mutate(way, { onError: (error) => toastError(error) });
  };

  return (
    <section className="ui-card accounts-profile-block" aria-labelledby={headingId} data-testid="verification-way">
      <h2 id={headingId} className="accounts-profile-block__title">
        {t('profile.way.title')}
      </h2>
      <fieldset className="accounts-profile-way" aria-busy={update.isPending || undefined}>
        <legend className="accounts-profile-way__legend">{t('profile.way.legend')}</legend>
        {WAYS.map((way) => {
          const disabled = (way === 'sms' && !smsAvailable) || update.isPending;
          return (
            <label
              key={way}
              className={
                disabled
                  ? 'accounts-profile-way__option accounts-profile-way__option--disabled'
                  : 'accounts-profile-way__option'
              }
            >
              <input
                type="radio"
                name="confirmation_type"
                value={way}
                checked={current === way}
                disabled={disabled}
                onChange={() => choose(way)}
                aria-describedby={way === 'sms' && !smsAvailable ? smsNoteId : undefined}
                data-testid={`way-${way}`}
              />
              {t(`profile.way.${way}`)}
            </label>
          );
        })}
        {!smsAvailable && (
          <p id={smsNoteId} className="ui-muted accounts-profile-way__note" data-testid="way-sms-unavailable">
            {t('profile.way.smsUnavailable')}
          </p>
        )}
      </fieldset>
    </section>
  );
}
