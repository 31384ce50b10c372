import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@broker/shared/api';
import { allowedExtensions, checkFile, settingsExtensions } from '@broker/shared/form';
import { useSettings, useUser } from '@broker/shared/session';
import { Button, notify, toastError, useSingleFlight } from '@broker/shared/ui';
import { translateValidation } from '@broker/shared/validation';
import { useCreateMoneyConfirmation } from '../api/create-money-confirmation';

/**
 * The add-document upload of the blocked-funds card (cabinet §2, §5, §8): size and format checked
 * before sending (each with its toast), upload with progress, then 'upload successful' and the
 * archive reloads; a refusal toasts 'upload failed' with the server's doc error.
 */
export function ConfirmationUpload() {
  const { t } = useTranslation('documents');
  const input = useRef<HTMLInputElement>(null);
  const resident = useUser()?.is_resident ?? true;
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreateMoneyConfirmation();
  const variant = resident ? 'resident' : 'nonresident';
  // cabinet §3: the settings' resident / non-resident extension list (when sent) is the one checked
  const extensions = settingsExtensions(useSettings().data, variant);

  const send = useSingleFlight(async (file: File) => {
    // the kit's checks of §5 (extension list per residency, size, first bytes); each failure is a toast (§8)
    const refusal = await checkFile(file, variant, extensions);
    if (refusal) return void notify.error(translateValidation(t, refusal));
    setProgress(0);
    try {
      await create.mutateAsync({ file, onProgress: (p) => setProgress(p.percent) });
      notify.success(t('limits.upload.success'));
    } catch (err) {
      const docError = isApiError(err) && err.status === 400 ? err.fieldErrors.doc?.[0] : undefined;
      if (docError) notify.error(t('limits.upload.failed', { error: docError }));
      else toastError(err);
    } finally {
      setProgress(null);
    }
  });

  return (
    <div className="documents-upload">
      <input
        ref={input}
        type="file"
        hidden
        accept={allowedExtensions(variant, extensions)
          .map((e) => `.${e}`)
          .join(',')}
        data-testid="confirmation-input"
        onChange={(e) => {
          const file = e.target.files?.[0]; // §5: only the first file is taken
          e.target.value = ''; // the same file can be chosen again after a failure
          if (file) void send(file);
        }}
      />
      <Button
        variant="secondary"
        onClick={() => input.current?.click()}
        loading={progress !== null}
        data-testid="confirmation-add"
      >
        {t('limits.upload.button')}
      </Button>
      {progress !== null && (
        <progress
          max={100}
          value={progress}
          aria-label={t('limits.upload.progress')}
          data-testid="confirmation-progress"
        >
          {progress}%
        </progress>
      )}
    </div>
  );
}
