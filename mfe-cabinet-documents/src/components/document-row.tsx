import { useTranslation } from 'react-i18next';
import type { DocumentType, ReceivedDocument } from '@broker/shared/contracts';
import { formatDate } from '@broker/shared/lists';
import { useLang } from '@broker/shared/routes';
import { Button, Spinner } from '@broker/shared/ui';
import { DownloadButton } from './download-button';
import { formatPeriod } from './format';
import { typeTitle } from './type-filter';

export interface DocumentRowProps {
  doc: ReceivedDocument;
  types: readonly DocumentType[];
  highlighted: boolean;
  onOpened: (uuid: string) => void;
  onSign: (uuid: string) => void;
}

/** One received document (cabinet §4 "Received document status"): what it is and what can be done. */
export function DocumentRow({ doc, types, highlighted, onOpened, onSign }: DocumentRowProps) {
  const { t } = useTranslation('documents');
  const lang = useLang();
  const title = doc.title[lang];
  const classes = ['documents-row', !doc.was_read && 'documents-row--unread', highlighted && 'documents-row--new']
    .filter(Boolean)
    .join(' ');
  return (
    <tr
      className={classes}
      data-testid="document-row"
      data-uuid={doc.uuid}
      data-status={doc.status}
      data-new={highlighted || undefined}
    >
      <td data-label={t('columns.title')}>
        {!doc.was_read && <span className="documents-badge">{t('row.unread')}</span>} {title}
      </td>
      <td data-label={t('columns.type')}>{typeTitle(types, doc.doctype, lang)}</td>
      <td data-label={t('columns.requestDate')}>{formatDate(doc.request_date)}</td>
      <td data-label={t('columns.period')}>{formatPeriod(doc)}</td>
      <td data-label={t('columns.actions')}>
        <div className="documents-actions">
          {doc.status === 'PROCESSING' && (
            <span className="documents-state" data-testid="row-processing">
              <Spinner label="" /> {t('status.PROCESSING')}
            </span>
          )}
          {doc.status === 'SIGNING' && (
            <span className="documents-state" data-testid="row-signing">
              <Spinner label="" /> {t('status.SIGNING')}
            </span>
          )}
          {doc.status !== 'PROCESSING' && doc.status !== 'SIGNING' && doc.link && (
            <DownloadButton
              href={doc.link}
              fileName={`${title}.pdf`}
              type="application/pdf"
              open
              label="PDF"
              title={title}
              onDone={() => onOpened(doc.uuid)}
              testId="download-pdf"
            />
          )}
          {doc.link_p7s && (
            <DownloadButton
              href={doc.link_p7s}
              fileName={`${title}.p7s`}
              type="application/x-pkcs7-signature"
              open={false}
              label="P7S"
              title={title}
              testId="download-p7s"
            />
          )}
          {doc.status === 'APPROVED' && (
            <Button
              className="documents-action"
              onClick={() => onSign(doc.uuid)}
              aria-label={t('row.signLabel', { title })}
              data-testid="sign-document"
            >
              {t('row.sign')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
