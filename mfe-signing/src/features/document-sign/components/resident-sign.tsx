import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@broker/shared/api';
import type { DocToSign } from '@broker/shared/contracts';
import { routePath, useLang } from '@broker/shared/routes';
import { useUserInfo } from '@broker/shared/session';
import { toastError } from '@broker/shared/ui';
import { SIGN_RECHECK_MS } from '../../../config/constants';
import { useSingleFlight } from '@broker/shared/ui';
import { getDocsToSignQueryOptions } from '../api/get-docs-to-sign';
import { startDiiaSign } from '../api/start-diia-sign';
import { useTicks } from '../model/use-ticks';
import { DocsLoader } from './docs-loader';
import { DocumentList } from './document-list';
import { SignStatePanel, SigningWait, useToCabinet } from './sign-states';

type Phase = 'list' | 'waiting' | 'signError';

/**
 * Resident (onboarding §4): tick every document, then sign through the sharing app — the ticked
 * uuids go to diia_sign/, its QR data to the QR page. Entered in SIGNING (a reload after the QR
 * success): wait, re-checking the user's status every 30 s.
 */
export function ResidentSign({ startWaiting }: { startWaiting: boolean }) {
  const [phase, setPhase] = useState<Phase>(startWaiting ? 'waiting' : 'list');
  const client = useQueryClient();
  const back = () => {
    void client.invalidateQueries({ queryKey: getDocsToSignQueryOptions('resident').queryKey });
    setPhase('list');
  };
  if (phase === 'waiting') return <ResidentWaiting onRetry={back} />;
  if (phase === 'signError') return <SignStatePanel state="error" onAction={back} />;
  return (
    <DocsLoader signer="resident">
      {(docs) => <ResidentList docs={docs} onSignError={() => setPhase('signError')} />}
    </DocsLoader>
  );
}

function ResidentList({ docs, onSignError }: { docs: DocToSign[]; onSignError: () => void }) {
  const { t } = useTranslation('signing');
  const navigate = useNavigate();
  const lang = useLang();
  const { ticked, toggle } = useTicks(docs, { preTicked: false });
  const [busy, setBusy] = useState(false);

  const sign = useSingleFlight(async () => {
    setBusy(true);
    try {
      const qr = await startDiiaSign(docs.filter((d) => ticked.has(d.uuid)).map((d) => d.uuid));
      // the QR data travels as navigation state (the route's `qr_data` param): not in the URL
      await navigate(routePath('diya-qr-code-sign', { lang }), { state: { qr } });
    } catch (err) {
      setBusy(false);
      if (isApiError(err) && err.code === 'SignDocumentsError') onSignError();
      else toastError(err);
    }
  });

  return (
    <DocumentList
      docs={docs}
      ticked={ticked}
      onToggle={toggle}
      onSign={() => void sign()}
      signing={busy}
      hint={t('list.hintResident')}
    />
  );
}

function ResidentWaiting({ onRetry }: { onRetry: () => void }) {
  const { user } = useUserInfo({ refetchInterval: (u) => (u?.check_status === 'SIGNING' ? SIGN_RECHECK_MS : false) });
  const [outcome, setOutcome] = useState<'signed' | 'failed' | null>(null);
  const toCabinet = useToCabinet();
  const status = user?.check_status;
  useEffect(() => {
    if (status === 'SIGNED') setOutcome('signed');
    else if (status === 'APPROVED') setOutcome('failed');
  }, [status]);
  if (outcome === 'signed') return <SignStatePanel state="signed" onAction={toCabinet} />;
  if (outcome === 'failed') return <SignStatePanel state="failed" onAction={onRetry} />;
  return <SigningWait />;
}
