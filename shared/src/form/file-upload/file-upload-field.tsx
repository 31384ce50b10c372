import { useState, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@broker/shared/api';
import { Button, Modal, notify } from '@broker/shared/ui';
import { translateValidation } from '@broker/shared/validation';
import { FieldMessage, useFieldIds, useShownError } from '../field-shell';
import { useKitField } from '../use-kit-field';
import { acceptOf, checkFile, type FileVariant } from './file-checks';
import { newItemKey, type FileItem } from './file-item';
import { FileRow } from './file-row';
import { profileUpload, type Uploader } from './upload';
import { useIsMobile } from './use-media';

export interface FileUploadFieldProps {
  name: string;
  label: ReactNode;
  /** which extension list and wording apply (onboarding §5) */
  variant: FileVariant;
  /** photo-count limit of the field; the drop zone hides when it is reached */
  maxFiles?: number;
  hint?: ReactNode;
  /** defaults to POST profile/upload */
  upload?: Uploader;
  /** the settings' list for the variant (`settingsExtensions`): replaces the built-in one */
  extensions?: readonly string[];
  /** a refused file (too large, wrong format) is a toast instead of a line under the field (cabinet §8) */
  refusalToast?: boolean;
  testId?: string;
}

/**
 * A file list with a drop zone and a button (react-dropzone). Only the first dropped file is taken;
 * its extension, size and first bytes are checked before anything is sent; then it uploads with a
 * live percent and ends as a success, or a failure showing the server's doc errors (onboarding §3
 * "File item"). Failed files are removed at once; an uploaded one only after a confirmation.
 */
export function FileUploadField({
  name,
  label,
  variant,
  maxFiles = 6,
  hint,
  upload = profileUpload,
  extensions,
  refusalToast = false,
  testId,
}: FileUploadFieldProps) {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormContext();
  const { field, fieldState } = useKitField(name);
  const error = useShownError(fieldState.error);
  const ids = useFieldIds(undefined, !!error, !!hint);
  const mobile = useIsMobile();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<FileItem | null>(null);
  const items = Array.isArray(field.value) ? (field.value as FileItem[]) : [];

  // uploads finish after other edits: always start from the form's current list, never a stale copy
  const current = () => (getValues(name) as FileItem[] | undefined) ?? [];
  const write = (next: FileItem[]) =>
    setValue(name, next, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  const patch = (key: string, changes: Partial<FileItem>) =>
    write(current().map((f) => (f.key === key ? { ...f, ...changes } : f)));

  const take = async (file: File | undefined) => {
    if (!file) return;
    const problem = await checkFile(file, variant, extensions);
    if (problem && refusalToast) notify.error(translateValidation(t, problem));
    setRefusal(refusalToast ? null : problem);
    if (problem) return;
    const key = newItemKey();
    write([
      ...current(),
      { key, name: file.name, newAdded: true, isUploading: true, uploadPercent: 0, hasError: false, error: [] },
    ]);
    try {
      const ref = await upload(file, (p) => patch(key, { uploadPercent: p.percent }));
      patch(key, { ...ref, isUploading: false, uploadPercent: 100 });
      notify.success(t('common:form.upload.success'));
    } catch (err) {
      const network = isApiError(err) && err.isNetwork;
      const docErrors = isApiError(err) ? (err.fieldErrors.doc ?? []) : [];
      patch(key, {
        isUploading: false,
        hasError: true,
        error: docErrors.length ? docErrors : [network ? 'common:errors.network' : 'common:form.upload.failed'],
      });
      notify.error(t(network ? 'common:errors.network' : 'common:form.upload.failed'));
    }
  };

  const dz = useDropzone({
    // `multiple: false` would refuse everything when two files are dropped: take the first instead
    multiple: true,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted) => void take(accepted[0]),
  });

  const remove = (item: FileItem) => write(current().filter((f) => f.key !== item.key));
  const full = items.length >= maxFiles;
  const accept = Object.values(acceptOf(variant, extensions)).flat().join(',');

  return (
    <div className="fk-field fk-upload" data-testid={testId}>
      <span className="fk-field__label" id={`${ids.inputId}-label`}>
        {label}
      </span>
      {items.length > 0 && (
        <ul className="fk-files" aria-labelledby={`${ids.inputId}-label`}>
          {items.map((item) => (
            <FileRow
              key={item.key}
              item={item}
              mobile={mobile}
              onRemove={() => (item.hasError ? remove(item) : setConfirming(item))}
            />
          ))}
        </ul>
      )}
      {!full && (
        <div {...dz.getRootProps({ className: dz.isDragActive ? 'fk-drop is-active' : 'fk-drop' })}>
          <input
            {...dz.getInputProps({ accept, name: field.name })}
            data-testid={testId ? `${testId}-input` : undefined}
          />
          <p className="fk-drop__text">{t('common:form.upload.drop')}</p>
          <Button
            variant="secondary"
            onClick={dz.open}
            aria-describedby={ids.describedBy}
            aria-labelledby={`${ids.inputId}-label ${ids.inputId}-choose`}
            id={`${ids.inputId}-choose`}
          >
            {t('common:form.upload.choose')}
          </Button>
          <p className="fk-drop__types">
            {t('common:form.upload.types', {
              list: acceptOf(variant, extensions)['application/octet-stream']?.join(', '),
            })}
          </p>
        </div>
      )}
      {refusal && (
        <p className="fk-field__error" role="alert" data-testid="file-refused">
          {translateValidation(t, refusal)}
        </p>
      )}
      <FieldMessage id={ids.errorId} message={error} />
      {hint && (
        <div id={ids.hintId} className="fk-field__hint">
          {hint}
        </div>
      )}
      {confirming && (
        <Modal
          title={t('common:form.upload.confirmTitle')}
          onClose={() => setConfirming(null)}
          role="alertdialog"
          testId="file-remove-confirm"
        >
          <p>{t('common:form.upload.confirmText', { name: confirming.name })}</p>
          <div className="ui-modal__actions">
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              onClick={() => {
                remove(confirming);
                setConfirming(null);
              }}
            >
              {t('common:form.upload.confirmRemove')}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
