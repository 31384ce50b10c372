import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@broker/shared/api';
import { notify, toastError } from '@broker/shared/ui';
import { OTP_LENGTH, OTP_LIFETIME_SECONDS, OTP_TRIES } from '@broker/shared/contracts';
import { blockSecondsOf, formatMmSs } from './format';
import { useCountdown } from '@broker/shared/ui';
import type { OtpCodeInfo, OtpDialogProps } from './types';

type Phase = 'loading' | 'ready' | 'verifying' | 'resending';
/** an i18n key of `common:otp.*`, or a server text shown as it came */
type Message = { key: string } | { text: string };

interface State {
  phase: Phase;
  info: OtpCodeInfo;
  expiresAt: number | null;
  triesLeft: number;
  blockedUntil: number | null;
  /** OTPCodeNotFound: the server no longer knows the code, whatever the local timer says */
  expired: boolean;
  message: Message | null;
  notice: string | null;
}

const emptyDigits = () => Array<string>(OTP_LENGTH).fill('');

/** The one-time-code dialog's state machine (onboarding §4, §8; cabinet §4, §8). */
export function useOtpFlow<R>(props: OtpDialogProps<R>) {
  const { t } = useTranslation('common');
  const [digits, setDigits] = useState<string[]>(emptyDigits);
  const [s, setS] = useState<State>(() => ({
    phase: props.initialCode ? 'ready' : 'loading',
    info: props.initialCode ?? {},
    expiresAt: props.initialCode ? Date.now() + (props.initialCode.seconds_left ?? OTP_LIFETIME_SECONDS) * 1000 : null,
    triesLeft: props.initialCode?.tries ?? OTP_TRIES,
    blockedUntil: null,
    expired: false,
    message: null,
    notice: null,
  }));
  const alive = useRef(true);
  const busy = useRef(false); // a double click must not send two requests before React re-renders
  const propsRef = useRef(props);
  propsRef.current = props;
  const patch = (p: Partial<State>) => alive.current && setS((prev) => ({ ...prev, ...p }));

  const secondsLeft = useCountdown(s.expiresAt);
  const blockLeft = useCountdown(s.blockedUntil);
  const blocked = blockLeft > 0;

  const startBlock = (body: Parameters<typeof blockSecondsOf>[0]): number | null => {
    const secs = blockSecondsOf(body);
    if (secs === null || secs <= 0) return null;
    notify.error(t('otp.nextAttempt', { time: formatMmSs(secs) }));
    return Date.now() + secs * 1000;
  };

  const applyCode = (info: OtpCodeInfo, notice: string | null) =>
    patch({
      phase: 'ready',
      info,
      expiresAt: Date.now() + (info.seconds_left ?? OTP_LIFETIME_SECONDS) * 1000,
      triesLeft: info.tries ?? OTP_TRIES, // §4: a new code resets tries to 3
      expired: false,
      message: null,
      notice,
    });

  /** get-code failed (on open or on resend): cabinet §8 */
  const onRequestError = (err: unknown) => {
    if (!alive.current) return;
    const p = propsRef.current;
    if (isApiError(err) && err.code === 'AccountIsPayout') {
      notify.error(t('otp.accountIsPayout'));
      return p.onClose();
    }
    if (isApiError(err) && err.fieldErrors.email?.[0]) {
      notify.error(err.fieldErrors.email[0]);
      return p.onClose();
    }
    if (!isApiError(err) || err.isNetwork || err.kind !== 'http') toastError(err);
    const blockedUntil = isApiError(err) ? startBlock(err.body) : null;
    const text = isApiError(err) && err.kind === 'http' && !err.code ? err.detail : null;
    patch({
      phase: 'ready',
      triesLeft: 0, // nothing to confirm: the resend (or the block countdown) is what is offered
      blockedUntil,
      message: text ? { text } : { key: blockedUntil ? 'otp.blockedMessage' : 'otp.requestFailed' },
      notice: null,
    });
  };

  const load = async (loader: (() => Promise<OtpCodeInfo>) | undefined, notice: string | null) => {
    if (!loader || busy.current) return;
    busy.current = true;
    try {
      applyCode(await loader(), notice);
      setDigits(emptyDigits());
    } catch (err) {
      onRequestError(err);
    } finally {
      busy.current = false;
    }
  };
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    alive.current = true;
    if (!propsRef.current.initialCode) void loadRef.current(propsRef.current.requestCode, null);
    return () => {
      alive.current = false;
    };
  }, []);

  const resend = () => {
    const p = propsRef.current;
    patch({ phase: 'resending', message: null, notice: null });
    void load(p.resend ?? p.requestCode, t('otp.resent'));
  };

  const filled = digits.every((d) => d !== '');
  const canConfirm = s.phase === 'ready' && filled && !blocked && s.triesLeft > 0 && secondsLeft > 0 && !s.expired;
  const showResend = !blocked && s.phase !== 'loading' && (secondsLeft === 0 || s.triesLeft === 0 || s.expired);

  const confirm = async () => {
    if (!canConfirm || busy.current) return;
    busy.current = true;
    const code = digits.join('');
    const triesBefore = s.triesLeft;
    patch({ phase: 'verifying', triesLeft: triesBefore - 1, message: null, notice: null }); // §4: each attempt counts
    try {
      const result = await propsRef.current.verify(code, s.info);
      if (alive.current) propsRef.current.onSuccess(result);
    } catch (err) {
      if (!alive.current) return;
      setDigits(emptyDigits());
      if (!isApiError(err) || err.kind !== 'http') {
        toastError(err); // no answer: the attempt did not reach the server and does not count
        return patch({ phase: 'ready', triesLeft: triesBefore });
      }
      if (err.code === 'OTPWrongCode') {
        // §8: the body's `tries` counts the attempts made; at 3 or more the resend is what is left
        const used = err.body?.tries;
        const triesLeft = typeof used === 'number' && used >= OTP_TRIES ? 0 : triesBefore - 1;
        return patch({
          phase: 'ready',
          triesLeft,
          blockedUntil: startBlock(err.body),
          message: { key: 'otp.wrongCode' },
        });
      }
      if (err.code === 'OTPCodeNotFound')
        return patch({ phase: 'ready', expired: true, message: { key: 'otp.codeNotFound' } });
      if (err.code === 'OTPCodeBlock') {
        return patch({
          phase: 'ready',
          triesLeft: 0,
          blockedUntil: startBlock(err.body),
          message: { key: 'otp.blockedMessage' },
        });
      }
      if (err.code) {
        toastError(err); // §8: a backend _error_code on verify → the generic toast
        return patch({ phase: 'ready' });
      }
      const text = err.fieldErrors.code?.[0] ?? err.detail;
      patch({ phase: 'ready', message: text ? { text } : { key: 'otp.requestFailed' } });
    } finally {
      busy.current = false;
    }
  };

  return { state: s, digits, setDigits, secondsLeft, blockLeft, blocked, canConfirm, showResend, confirm, resend };
}
