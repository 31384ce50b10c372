export { OtpDialog } from './otp-dialog';
export { OtpInputs } from './otp-inputs';
export type { OtpInputsProps } from './otp-inputs';
export { Modal } from './modal';
export type { ModalProps } from './modal';
export { formatMmSs, formatHhMmSs, blockSecondsOf } from './format';
export { useCountdown } from './use-countdown';
export type { OtpCodeInfo, OtpDialogProps } from './types';
