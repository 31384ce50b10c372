import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocToSign } from '@broker/shared/contracts';
import { useLang } from '@broker/shared/routes';
import { useFileDownload } from '@broker/shared/files';
import { Button } from '@broker/shared/ui';

/**
 * One document: its checkbox with the title in the interface language, and a download button with
 * progress (a PDF opens in a new tab, the same tab on iOS: @broker/shared/files).
 */
export function DocumentRow({
  doc,
  ticked,
  onToggle,
}: {
  doc: DocToSign;
  ticked: boolean;
  onToggle: (uuid: string) => void;
}) {
  const { t } = useTranslation('signing');
  const lang = useLang();
  const id = useId();
  const { download, progress, busy } = useFileDownload();
  const title = doc.title[lang] || doc.name;

  return (
    <li className="signing-doc" data-testid="doc-row" data-uuid={doc.uuid}>
      <input
        id={id}
        type="checkbox"
        className="signing-doc__check"
        checked={ticked}
        onChange={() => onToggle(doc.uuid)}
        data-testid="doc-check"
      />
      <label htmlFor={id} className="signing-doc__title">
        {title}
      </label>
      <Button
        variant="secondary"
        className="signing-doc__download"
        loading={busy}
        onClick={() => void download({ path: doc.link, fileName: `${doc.name}.pdf`, type: 'application/pdf' })}
        aria-label={t('list.downloadNamed', { title })}
        data-testid="doc-download"
      >
        {busy ? t('list.downloading', { percent: progress ?? 0 }) : t('list.download')}
      </Button>
      {busy && (
        <progress
          className="signing-doc__progress"
          max={100}
          value={progress ?? 0}
          aria-label={t('list.progress', { title })}
        />
      )}
    </li>
  );
}
