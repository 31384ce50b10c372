import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocToSign } from '@broker/shared/contracts';
import { Button, Spinner, WaitingModal } from '@broker/shared/ui';
import { useDocsToSign, type Signer } from '../api/get-docs-to-sign';

/**
 * Loads the documents and renders `children` with them. While the list is empty the documents are
 * still being generated (§9: 1–2 minutes): a waiting modal, the list is asked again every 10 s.
 */
export function DocsLoader({ signer, children }: { signer: Signer; children: (docs: DocToSign[]) => ReactNode }) {
  const { t } = useTranslation('signing');
  const docs = useDocsToSign(signer);
  const [modalClosed, setModalClosed] = useState(false);

  if (docs.isPending) return <Spinner label={t('list.loading')} />;
  if (docs.isError) {
    return (
      <div className="ui-card signing-card signing-stack" role="alert" data-testid="docs-error">
        <p>{t('list.loadFailed')}</p>
        <Button onClick={() => void docs.refetch()} loading={docs.isFetching}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  if (docs.data.length === 0) {
    return (
      <div className="ui-card signing-card signing-stack" data-testid="docs-generating">
        <Spinner label={t('common:waiting.checking')} />
        <p>{t('waiting.documents.text')}</p>
        {!modalClosed && (
          <WaitingModal
            title={t('waiting.documents.title')}
            text={t('waiting.documents.text')}
            onClose={() => setModalClosed(true)}
          />
        )}
      </div>
    );
  }
  return <>{children(docs.data)}</>;
}
