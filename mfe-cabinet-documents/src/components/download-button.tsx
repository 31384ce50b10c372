import { useTranslation } from 'react-i18next';
import { useFileDownload } from '@broker/shared/files';
import { Button } from '@broker/shared/ui';

export interface DownloadButtonProps {
  /** absolute URL the list gave (link or link_p7s) */
  href: string;
  fileName: string;
  type: string;
  /** PDFs open (new tab, same tab on iOS); signatures are saved */
  open: boolean;
  /** e.g. "PDF", "P7S" */
  label: string;
  /** for screen readers: which document */
  title: string;
  onDone?: () => void;
  testId?: string;
}

/** One file of a document, fetched with progress (cabinet §7 "Get file"); a failure toasts (§8). */
export function DownloadButton({ href, fileName, type, open, label, title, onDone, testId }: DownloadButtonProps) {
  const { t } = useTranslation('documents');
  const { download, progress, busy } = useFileDownload();
  const onClick = async () => {
    const ok = await download({ path: href, fileName, type, open });
    if (ok) onDone?.();
  };
  return (
    <Button
      variant="secondary"
      className="documents-action"
      onClick={() => void onClick()}
      loading={busy}
      aria-label={t('row.downloadLabel', { kind: label, title })}
      data-testid={testId}
    >
      {busy ? <span data-testid="download-progress">{progress ?? 0}%</span> : label}
    </Button>
  );
}
