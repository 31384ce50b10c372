import { useTranslation } from 'react-i18next';
import { PageLayout } from '@broker/shared/ui';
import { DocumentsTabs } from '../../components/documents-tabs';
import { ReceivedDocuments } from '../../components/received-documents';
import { RequestArchive } from './components/request-archive';
import { RequestForm } from './components/request-form';
import '../../styles/documents.css';

/** `/{lang}/documents/all/` (cabinet §2): the request form and its archive, then all received documents. */
export function DocumentsAllScreen() {
  const { t } = useTranslation('documents');
  return (
    <PageLayout title={t('screens.documentsAll.title')} testId="screen-documents-all">
      <div className="documents-top">
        <RequestForm />
        <RequestArchive />
      </div>
      <DocumentsTabs />
      <ReceivedDocuments kind="all" />
    </PageLayout>
  );
}
