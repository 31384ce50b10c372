import { useTranslation } from 'react-i18next';
import type { FileRef } from '@broker/shared/contracts';
import { useFileDownload } from '@broker/shared/files';
import { Button } from '@broker/shared/ui';

/** The documents the sharing app delivered; a click downloads (with progress) and opens one. */
export function SharedFiles({ files }: { files: FileRef[] }) {
  const { t } = useTranslation('onboarding');
  const { download, progress } = useFileDownload();
  return (
    <section className="onboarding-check-data-block" aria-labelledby="check-files-title" data-testid="check-files">
      <h2 id="check-files-title" className="onboarding-check-data-block__title">
        {t('checkData.files.title')}
      </h2>
      {files.length === 0 ? (
        <p className="ui-muted">{t('checkData.files.none')}</p>
      ) : (
        <ul className="onboarding-check-data-files">
          {files.map((f) => (
            <li key={f.uuid}>
              <Button
                variant="link"
                onClick={() => void download({ path: f.src, fileName: f.name })}
                data-testid="check-file"
              >
                {f.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <p className="ui-muted" aria-live="polite">
          {t('checkData.files.progress', { percent: progress })}
        </p>
      )}
    </section>
  );
}
