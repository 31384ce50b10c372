import { useTranslation } from 'react-i18next';
import { translateValidation } from '@broker/shared/validation';
import { shortName, type FileItem } from './file-item';

/** One file of the list: its name, then a progress bar, a tick, or the errors; and a remove button. */
export function FileRow({ item, mobile, onRemove }: { item: FileItem; mobile: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const name = mobile ? shortName(item.name) : item.name;
  const state = item.isUploading ? 'uploading' : item.hasError ? 'error' : 'done';
  return (
    <li className={`fk-file fk-file--${state}`} data-testid="file-item" data-state={state}>
      <span className="fk-file__name" title={item.name}>
        {name}
      </span>
      {item.isUploading && (
        <span className="fk-file__progress">
          <progress
            max={100}
            value={item.uploadPercent}
            aria-label={t('common:form.upload.progress', { name: item.name })}
          />
          <span aria-live="polite">{item.uploadPercent}%</span>
        </span>
      )}
      {!item.isUploading && !item.hasError && <span className="fk-file__ok">{t('common:form.upload.done')}</span>}
      {item.hasError && (
        <ul className="fk-file__errors">
          {item.error.map((e) => (
            <li key={e}>{e.startsWith('common:') ? t(e) : translateValidation(t, e)}</li>
          ))}
        </ul>
      )}
      {!item.isUploading && (
        <button
          type="button"
          className="fk-file__remove"
          onClick={onRemove}
          aria-label={t('common:form.upload.remove', { name: item.name })}
        >
          ×
        </button>
      )}
    </li>
  );
}
