import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@broker/shared/api';
import type { OtpResponse, SignOtpConfirmResponse } from '@broker/shared/contracts';
import { updateUserInfo } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { getDocsToSignQueryOptions } from '../api/get-docs-to-sign';
import { getSignStatusQueryOptions, useSignStatus } from '../api/get-sign-status';
import { confirmSignOtp, sendSignOtp } from '../api/send-sign-otp';

export type NonresidentPhase = 'list' | 'otp' | 'waiting' | 'signed' | 'failed' | 'signError';

/** What the code dialog's verify resolves with: the confirm answer, or the §8 sign error. */
export type VerifyOutcome = { kind: 'confirmed'; answer: SignOtpConfirmResponse } | { kind: 'signError' };

/**
 * Non-resident signing (onboarding §4): send the documents → one-time code (SMS when available,
 * else e-mail) → confirm → wait, re-checking every 30 s while SIGNING → SIGNED (success) or back to
 * APPROVED (failed, sign again). SendSmsForbidden opens the SMS modal; "Sign Documents Error" the
 * sign error screen (§8).
 */
export function useNonresidentSigning(startWaiting: boolean) {
  const client = useQueryClient();
  const [phase, setPhase] = useState<NonresidentPhase>(startWaiting ? 'waiting' : 'list');
  const [code, setCode] = useState<OtpResponse | null>(null);
  const [smsForbidden, setSmsForbidden] = useState(false);
  const [sending, setSending] = useState(false);
  const docs = useRef<string[]>([]);
  const busy = useRef(false); // a double click sends one request

  const status = useSignStatus(phase === 'waiting');
  const current = status.data?.check_status;
  useEffect(() => {
    if (phase !== 'waiting') return;
    if (current === 'SIGNED') setPhase('signed');
    else if (current === 'APPROVED') setPhase('failed');
  }, [phase, current]);

  const onSendError = (err: unknown) => {
    if (isApiError(err) && err.code === 'SendSmsForbidden') setSmsForbidden(true);
    else if (isApiError(err) && err.code === 'SignDocumentsError') setPhase('signError');
    else toastError(err);
  };

  const send = async (uuids: string[]) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      docs.current = uuids;
      setCode(await sendSignOtp(uuids));
      setPhase('otp');
    } catch (err) {
      onSendError(err);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  /** the SMS modal's way out: codes by e-mail from now on, then the same documents again */
  const switchToEmail = async () => {
    if (busy.current) return;
    try {
      await updateUserInfo({ confirmation_type: 'email' });
      setSmsForbidden(false);
      await send(docs.current);
    } catch (err) {
      toastError(err);
    }
  };

  const resend = () => sendSignOtp(docs.current);

  const verify = async (value: string, otpId: string): Promise<VerifyOutcome> => {
    try {
      return { kind: 'confirmed', answer: await confirmSignOtp(value, otpId) };
    } catch (err) {
      if (isApiError(err) && err.code === 'SignDocumentsError') return { kind: 'signError' };
      throw err; // wrong / expired code: the dialog says so
    }
  };

  const onVerified = (outcome: VerifyOutcome) => {
    setCode(null);
    if (outcome.kind === 'signError') return setPhase('signError');
    const { check_status } = outcome.answer;
    // the answer already says SIGNING: the first re-check is 30 s from now, not at once
    client.setQueryData(getSignStatusQueryOptions().queryKey, { check_status, signed: check_status === 'SIGNED' });
    setPhase(check_status === 'SIGNED' ? 'signed' : check_status === 'APPROVED' ? 'failed' : 'waiting');
  };

  /** after a failure or the sign error: the list again, fresh from the server */
  const backToList = () => {
    void client.invalidateQueries({ queryKey: getDocsToSignQueryOptions('nonresident').queryKey });
    setCode(null);
    setPhase('list');
  };

  return {
    phase,
    code,
    sending,
    smsForbidden,
    send,
    resend,
    verify,
    onVerified,
    switchToEmail,
    closeSms: () => setSmsForbidden(false),
    cancelCode: () => (setCode(null), setPhase('list')),
    backToList,
  };
}
