import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@broker/shared/api';
import { useRouteNav } from '@broker/shared/routes';
import { useAuth, useSettings } from '@broker/shared/session';
import { toastError, useCountdown } from '@broker/shared/ui';
import { getSharingResult } from '../api/get-sharing-result';
import { useSharingQr } from '../api/get-sharing-qr';
import { sharingStep, type SharingStep } from './sharing-outcome';

/** onboarding §9: the continue button counts down 10 s before the next check. */
export const QR_COUNTDOWN_MS = 10_000;

type Registered = Extract<SharingStep, { kind: 'register' }>;

/**
 * The QR page's state: the QR (renewable), the 10 s countdown on the continue button, and what an
 * answer of sharing/result leads to. One check at a time (a double click asks once).
 */
export function useSharingFlow() {
  const nav = useRouteNav();
  const signedIn = useAuth((s) => s.tokens !== null);
  const settings = useSettings();
  const [generation, setGeneration] = useState(0);
  const qr = useSharingQr(generation);
  const [deadline, setDeadline] = useState(() => Date.now() + QR_COUNTDOWN_MS);
  const secondsLeft = useCountdown(deadline);
  const [processing, setProcessing] = useState(false);
  const [checking, setChecking] = useState(false);
  const [shared, setShared] = useState<Registered | null>(null);
  const busy = useRef(false);

  const restart = useCallback(() => setDeadline(Date.now() + QR_COUNTDOWN_MS), []);

  const renew = useCallback(() => {
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
        restart();
      } else if (step.kind === 'result') nav('diya-qr-success', { query: { status: step.page } });
      else if (step.kind === 'check-data') nav('register-check-data');
      else setShared(step);
    } catch (error) {
      // onboarding §8: 404 on the sharing result → register
      if (isApiError(error) && error.status === 404) nav('register', { replace: true });
      else {
        toastError(error);
        restart();
      }
    } finally {
      busy.current = false;
      setChecking(false);
    }
  }, [nav, restart, signedIn]);

  // a share with no profile yet: registration continues after the server's delay (seconds, settings)
  const delayMs = Math.max(0, settings.data?.DELAY_BEFORE_SHARING_REDIRECT ?? 0) * 1000;
  useEffect(() => {
    if (!shared) return undefined;
    const query = { email: shared.email, phone: shared.phone, is_resident: 'true', register_datasource: 'SHARING' };
    const timer = setTimeout(() => nav('register', { query }), delayMs);
    return () => clearTimeout(timer);
  }, [shared, delayMs, nav]);

  return { qr, secondsLeft, processing, checking, shared, check, renew };
}
