import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@broker/shared/api';
import { QR_COUNTDOWN_SECONDS } from '@broker/shared/contracts';
import { useRouteNav } from '@broker/shared/routes';
import { useAuth, useSettings } from '@broker/shared/session';
import { toastError, useCountdown } from '@broker/shared/ui';
import { getSharingResult } from '../api/get-sharing-result';
import { useSharingQr } from '../api/get-sharing-qr';
import { doublesPage } from '../../../components/sharing-doubles';
import { parseSharingQuery, registerQueryAfterShare } from './sharing-query';
import { sharingStep, type SharingStep } from './sharing-outcome';

/** onboarding §9: the continue button counts down 10 s before the next check (the contract's one value). */
export const QR_COUNTDOWN_MS = QR_COUNTDOWN_SECONDS * 1000;

type Registered = Extract<SharingStep, { kind: 'register' }>;

/**
 * The QR page's state: the QR (renewable), the 10 s countdown on the continue button, and what an
 * answer of sharing/result leads to. One check at a time (a double click asks once). Its query
 * (sharing-query.ts): a return from the app (`state`) asks for the result at once, before any new QR.
 */
export function useSharingFlow() {
  const nav = useRouteNav();
  const [params] = useSearchParams();
  const [query] = useState(() => parseSharingQuery(params));
  const signedIn = useAuth((s) => s.tokens !== null);
  const settings = useSettings();
  const [generation, setGeneration] = useState(0);
  // back from the app: a new QR would replace the share being checked, so it waits for the answer
  const [qrWanted, setQrWanted] = useState(!query.checkOnEntry);
  const qr = useSharingQr(generation, qrWanted);
  const [deadline, setDeadline] = useState(() => Date.now() + QR_COUNTDOWN_MS);
  const secondsLeft = useCountdown(deadline);
  const [processing, setProcessing] = useState(false);
  const [checking, setChecking] = useState(false);
  const [shared, setShared] = useState<Registered | null>(null);
  const busy = useRef(false);

  const restart = useCallback(() => setDeadline(Date.now() + QR_COUNTDOWN_MS), []);

  const renew = useCallback(() => {
    setQrWanted(true);
    setGeneration((g) => g + 1);
    setProcessing(false);
    restart();
  }, [restart]);

  const check = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      const step = sharingStep(await getSharingResult(), signedIn);
      if (step.kind === 'stay') {
        setProcessing(step.processing);
        setQrWanted(true);
        restart();
      } else if (step.kind === 'result') nav('diya-qr-success', { query: { status: step.page } });
      else if (step.kind === 'check-data') nav('register-check-data');
      else setShared(step);
    } catch (error) {
      const page =
        isApiError(error) && error.code === 'FullSentProfile' ? doublesPage(error.body?.doubles?.profile_status) : null;
      // onboarding §8: 404 on the sharing result → register
      if (isApiError(error) && error.status === 404) nav('register', { replace: true });
      // onboarding §8 FullSentProfile: by doubles status to the QR result pages, else the final page
      else if (isApiError(error) && error.code === 'FullSentProfile')
        nav(page ? 'diya-qr-success' : 'register-final-page', { query: page ? { status: page } : { alreadySent: 1 } });
      else {
        toastError(error);
        setQrWanted(true);
        restart();
      }
    } finally {
      busy.current = false;
      setChecking(false);
    }
  }, [nav, restart, signedIn]);

  // once, on entry: back from the app with `state` (and no skipCheck), the share may be done already
  const entryChecked = useRef(false);
  useEffect(() => {
    if (!query.checkOnEntry || entryChecked.current) return;
    entryChecked.current = true;
    void check();
  }, [query.checkOnEntry, check]);

  // a share with no profile yet: registration continues after the server's delay (seconds, settings)
  const delayMs = Math.max(0, settings.data?.DELAY_BEFORE_SHARING_REDIRECT ?? 0) * 1000;
  useEffect(() => {
    if (!shared) return undefined;
    const timer = setTimeout(() => nav('register', { query: registerQueryAfterShare(query, shared) }), delayMs);
    return () => clearTimeout(timer);
  }, [shared, delayMs, nav, query]);

  return { qr, secondsLeft, processing, checking, shared, check, renew };
}
