import { useTranslation } from 'react-i18next';
import { API_PATHS, type PersonFile } from '@broker/shared/contracts';
import { useFileDownload } from '@broker/shared/files';
import { Spinner } from '@broker/shared/ui';

/** Cabinet §9: on narrow screens a file name is cut to 24 characters plus an ellipsis. */
export const SHORT_NAME_LENGTH = 24;
export const shortFileName = (name: string) =>
  name.length > SHORT_NAME_LENGTH ? `${name.slice(0, SHORT_NAME_LENGTH)}…` : name;

/** One photo: a click downloads it with progress and opens it (new tab; the same tab on iOS). */
function PhotoFile({ file }: { file: PersonFile }) {
  const { t } = useTranslation('accounts');
  const { download, progress, busy } = useFileDownload();
  const short = shortFileName(file.name);
  return (
    <li className="accounts-profile-file">
      <button
        type="button"
        className="accounts-profile-file__button"
        onClick={() => void download({ path: API_PATHS.doc(file.uuid), fileName: file.name })}
        aria-busy={busy || undefined}
        // the visible name may be cut on phones; the accessible name is always the whole one
        aria-label={t('profile.personal.openFile', { name: file.name })}
        title={file.name}
        data-testid={`photo-${file.uuid}`}
      >
        <span className="accounts-profile-file__name accounts-profile-file__name--full" aria-hidden="true">
          {file.name}
        </span>
        <span className="accounts-profile-file__name accounts-profile-file__name--short" aria-hidden="true">
          {short}
        </span>
      </button>
      {progress !== null && (
        <span className="accounts-profile-file__progress" role="status" data-testid="photo-progress">
          <Spinner label="" /> {t('profile.personal.downloading', { percent: progress })}
        </span>
      )}
    </li>
  );
}

export function PhotoFiles({ files }: { files: PersonFile[] }) {
  if (files.length === 0) return <>-</>;
  return (
    <ul className="accounts-profile-files">
      {files.map((f) => (
        <PhotoFile key={f.uuid} file={f} />
      ))}
    </ul>
  );
}
