import { useTranslation } from 'react-i18next';
import { PageLayout } from '@broker/shared/ui';
import { DocumentsTabs } from '../../components/documents-tabs';
import { ReceivedDocuments } from '../../components/received-documents';
import '../../styles/documents.css';

/** `/{lang}/documents/waiting-for-sign` (cabinet §2): the documents awaiting the user's signature. */
export function DocumentsForSignScreen() {
  const { t } = useTranslation('documents');
  return (
    <PageLayout title={t('screens.documentsForSign.title')} testId="screen-documents-for-sign">
      <DocumentsTabs />
      <ReceivedDocuments kind="sign" />
    </PageLayout>
  );
}
