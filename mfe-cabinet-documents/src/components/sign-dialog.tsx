import { useTranslation } from 'react-i18next';
import { OtpDialog } from '@broker/shared/otp';
import { confirmSignCode, requestSignCode } from '../api/sign-documents';

export interface SignDialogProps {
  /** documents to sign; null = closed */
  docs: string[] | null;
  onSigned: () => void;
  onClose: () => void;
}

/** Signing by one-time code (cabinet §4): the shared dialog with the cabinet's sign_otp calls. */
export function SignDialog({ docs, onSigned, onClose }: SignDialogProps) {
  const { t } = useTranslation('documents');
  return (
    <OtpDialog
      open={docs !== null}
      title={t('sign.title')}
      description={t('sign.description')}
      requestCode={() => requestSignCode(docs ?? [])}
      verify={(code, info) => confirmSignCode(code, info.otp_id ?? '')}
      onSuccess={onSigned}
      onClose={onClose}
      testId="sign-dialog"
    />
  );
}
