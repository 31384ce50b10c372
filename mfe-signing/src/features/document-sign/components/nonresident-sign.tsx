import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocToSign } from '@broker/shared/contracts';
import { OtpDialog } from '@broker/shared/otp';
import { CancelConfirmModal } from '../../../components/cancel-confirm-modal';
import { useNonresidentSigning } from '../model/use-nonresident-signing';
import { useTicks } from '../model/use-ticks';
import { DocsLoader } from './docs-loader';
import { DocumentList } from './document-list';
import { SignStatePanel, SigningWait, useToCabinet } from './sign-states';
import { SmsModal } from './sms-modal';

/** Non-resident signing by one-time code (onboarding §4); the states live in useNonresidentSigning. */
export function NonresidentSign({ startWaiting }: { startWaiting: boolean }) {
  const { t } = useTranslation('signing');
  const flow = useNonresidentSigning(startWaiting);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const toCabinet = useToCabinet();

  if (flow.phase === 'waiting') return <SigningWait />;
  if (flow.phase === 'signed') return <SignStatePanel state="signed" onAction={toCabinet} />;
  if (flow.phase === 'failed') return <SignStatePanel state="failed" onAction={flow.backToList} />;
  if (flow.phase === 'signError') return <SignStatePanel state="error" onAction={flow.backToList} />;

  return (
    <>
      <DocsLoader signer="nonresident">
        {(docs) => <NonresidentList docs={docs} sending={flow.sending} onSign={(uuids) => void flow.send(uuids)} />}
      </DocsLoader>
      <OtpDialog
        open={flow.phase === 'otp' && flow.code !== null}
        title={t('otp.title')}
        description={t('otp.description')}
        initialCode={flow.code ?? undefined}
        resend={flow.resend}
        verify={(code, info) => flow.verify(code, info.otp_id ?? flow.code?.otp_id ?? '')}
        onSuccess={flow.onVerified}
        // closing drops the sent code: asked first (cancel-confirm modal, over the dialog)
        onClose={() => setConfirmCancel(true)}
        testId="sign-otp-dialog"
      />
      {confirmCancel && (
        <CancelConfirmModal
          onStay={() => setConfirmCancel(false)}
          onConfirm={() => {
            setConfirmCancel(false);
            flow.cancelCode();
          }}
        />
      )}
      {flow.smsForbidden && <SmsModal onEmail={flow.switchToEmail} onClose={flow.closeSms} />}
    </>
  );
}

function NonresidentList({
  docs,
  sending,
  onSign,
}: {
  docs: DocToSign[];
  sending: boolean;
  onSign: (uuids: string[]) => void;
}) {
  const { t } = useTranslation('signing');
  const { ticked, toggle } = useTicks(docs, { preTicked: true });
  return (
    <DocumentList
      docs={docs}
      ticked={ticked}
      onToggle={toggle}
      onSign={() => onSign(docs.filter((d) => ticked.has(d.uuid)).map((d) => d.uuid))}
      signing={sending}
      hint={t('list.hintNonresident')}
    />
  );
}
