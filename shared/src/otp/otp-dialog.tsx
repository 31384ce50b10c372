import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner } from '@broker/shared/ui';
import { formatHhMmSs, formatMmSs } from './format';
import { OtpInputs } from './otp-inputs';
import { useOtpFlow } from './use-otp-flow';
import type { OtpDialogProps } from './types';

/**
 * The shared one-time-code dialog (onboarding §4/§5/§8, cabinet §4/§8). Each feature plugs in its own
 * calls: `requestCode` (or `initialCode`), `verify`, optionally `resend`. Renders nothing when closed,
 * so every opening starts with fresh digits, timers and tries.
 */
export function OtpDialog<R>(props: OtpDialogProps<R>) {
  return props.open ? <OtpDialogContent {...props} /> : null;
}

function OtpDialogContent<R>(props: OtpDialogProps<R>) {
  const { t } = useTranslation('common');
  const flow = useOtpFlow(props);
  const { state, digits, secondsLeft, blockLeft, blocked } = flow;
  const messageId = useId();
  const firstBox = useRef<HTMLInputElement | null>(null);
  const to = state.info.phone || state.info.email;

  const submit = async () => {
    await flow.confirm();
    firstBox.current?.focus(); // after a wrong code the user types again from the first box
  };

  return (
    <Modal title={props.title ?? t('otp.title')} onClose={props.onClose} testId={props.testId ?? 'otp-dialog'}>
      {state.phase === 'loading' ? (
        <Spinner label={t('otp.loading')} />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p>{to ? t('otp.sentTo', { to }) : t('otp.sentGeneric')}</p>
          {props.description && <p className="ui-muted">{props.description}</p>}
          <OtpInputs
            digits={digits}
            onChange={flow.setDigits}
            onEnter={() => void submit()}
            disabled={state.phase === 'verifying' || state.phase === 'resending'}
            invalid={state.message !== null}
            describedBy={state.message ? messageId : undefined}
            firstRef={(el) => {
              firstBox.current = el;
            }}
          />
          <div className="otp-meta">
            <span data-testid="otp-time">
              {secondsLeft > 0 && !state.expired
                ? t('otp.validFor', { time: formatMmSs(secondsLeft) })
                : t('otp.expired')}
            </span>
            <span data-testid="otp-tries">{t('otp.triesLeft', { n: state.triesLeft })}</span>
          </div>
          {state.message && (
            <p id={messageId} className="otp-message" role="alert" data-testid="otp-message">
              {'key' in state.message ? t(state.message.key) : state.message.text}
            </p>
          )}
          {state.notice && (
            <p className="ui-muted" role="status">
              {state.notice}
            </p>
          )}
          <div className="ui-modal__actions">
            {blocked ? (
              // the countdown replaces the resend button; not live, a screen reader would hear every second
              <p className="otp-blocked" role="timer" data-testid="otp-block">
                {t('otp.blocked', { time: formatHhMmSs(blockLeft) })}
              </p>
            ) : (
              flow.showResend && (
                <Button
                  variant="secondary"
                  onClick={flow.resend}
                  loading={state.phase === 'resending'}
                  data-testid="otp-resend"
                >
                  {t('otp.resend')}
                </Button>
              )
            )}
            <Button
              type="submit"
              disabled={!flow.canConfirm}
              loading={state.phase === 'verifying'}
              data-testid="otp-confirm"
            >
              {t('otp.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
