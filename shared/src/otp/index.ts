/** `@broker/shared/otp`: the one-time-code dialog every code flow uses (onboarding §4, cabinet §4). */
export { OtpDialog } from './otp-dialog';
export { OtpInputs } from './otp-inputs';
export type { OtpInputsProps } from './otp-inputs';
export { formatMmSs, formatHhMmSs, blockSecondsOf } from './format';
export type { OtpCodeInfo, OtpDialogProps } from './types';
