import { useTranslation } from 'react-i18next';
import type { OtpResponse } from '@broker/shared/contracts';
import { OtpDialog, type OtpCodeInfo } from '@broker/shared/otp';
import { checkRegistrationCode, sendRegistrationCode } from '../api/registration-codes';
import type { PendingCode, Progress } from '../model/progress';

/** The time and tries a saved code still has, so a reload reopens the same code instead of a new one. */
function pendingToInfo(code: PendingCode | null, kind: 'email' | 'phone'): OtpCodeInfo | undefined {
  if (!code || code.expiresAt <= Date.now()) return undefined;
  return {
    otp_id: code.otp_id,
    seconds_left: Math.ceil((code.expiresAt - Date.now()) / 1000),
    tries: code.tries,
    [kind]: code.to,
  };
}

/** The email-code or phone-code modal of the registration sequence (§4), on the shared dialog. */
export function CodeStep({
  kind,
  progress,
  onCodeSent,
  onConfirmed,
  onClose,
}: {
  kind: 'email' | 'phone';
  progress: Progress;
  onCodeSent: (code: PendingCode) => void;
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const contacts = { phone: progress.phone, email: progress.email };
  const requestCode = async (): Promise<OtpResponse> => {
    const answer = await sendRegistrationCode(contacts, kind);
    onCodeSent({
      otp_id: answer.otp_id,
      expiresAt: Date.now() + answer.seconds_left * 1000,
      tries: answer.tries,
      to: (kind === 'email' ? answer.email : answer.phone) ?? null,
    });
    return answer;
  };
  return (
    <OtpDialog
      open
      title={t(`register.code.title.${kind}`)}
      description={t(`register.code.text.${kind}`, { to: kind === 'email' ? progress.email : progress.phone })}
      initialCode={pendingToInfo(progress.code, kind)}
      requestCode={requestCode}
      verify={(code, info) => checkRegistrationCode(contacts, kind, code, info.otp_id)}
      onSuccess={onConfirmed}
      onClose={onClose}
      testId={`${kind}-code-dialog`}
    />
  );
}
