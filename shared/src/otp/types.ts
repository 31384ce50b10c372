/**
 * What a "get a code" call answers (onboarding §3 "One-time-code response"). Every field is optional
 * so a feature whose code was sent by an earlier call (registration) can open the dialog with what it
 * knows; missing life and tries fall back to 900 s and 3 (§9).
 */
export interface OtpCodeInfo {
  otp_id?: string | null;
  seconds_left?: number;
  tries?: number;
  /** masked destination, shown as "sent to …" */
  phone?: string | null;
  email?: string | null;
}

export interface OtpDialogProps<R = unknown> {
  open: boolean;
  /** the feature's heading, e.g. "Confirm your email" (defaults to a generic one) */
  title?: string;
  /** extra text under the "sent to" line */
  description?: string;
  /** asks the server for a code when the dialog opens; omitted when `initialCode` says it was sent */
  requestCode?: () => Promise<OtpCodeInfo>;
  /** a code sent before the dialog opened (e.g. by the call that started the flow) */
  initialCode?: OtpCodeInfo;
  /** asks for a new code; defaults to `requestCode` */
  resend?: () => Promise<OtpCodeInfo>;
  /** checks the code; resolves on success (with whatever the feature needs), rejects with ApiError */
  verify: (code: string, info: OtpCodeInfo) => Promise<R>;
  /** the code was confirmed; the dialog is already closing */
  onSuccess: (result: R) => void;
  /** the user closed the dialog, or get-code answered that the action is impossible (AccountIsPayout) */
  onClose: () => void;
  testId?: string;
}
