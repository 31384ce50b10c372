/**
 * Every path of both specs, relative to its base, with the trailing slash the client adds
 * (onboarding §7, cabinet §7). The sandbox also accepts each path without the trailing slash.
 * Paths marked "chosen" are "not shown" in the spec; the sandbox serves exactly these.
 */
const enc = (v: string | number) => encodeURIComponent(String(v));

/** Relative to the auth base (`…/sso/`). */
export const AUTH_PATHS = {
  token: 'auth/token/',
  refresh: 'auth/token/refresh/',
} as const;

/** Relative to the onboarding base (`…/api/`). */
export const API_PATHS = {
  // account (onboarding §7)
  register: 'auth/register/',
  registerCheckPhone: 'auth/register/check_phone/',
  registerCheckEmail: 'auth/register/check_email/',
  registerSetPassword: 'auth/register/set_password/',
  registerSendCode: 'auth/register/send_code/',
  /** chosen: the "register data-source update" call */
  registerDatasource: 'auth/register/datasource/',
  mailManager: 'auth/mail_manager/',
  passwordAsk: 'auth/password/ask/',
  passwordCheckCode: 'auth/password/check_code/',
  passwordResetCheck: (uid: string, token: string) => `auth/password/reset/${enc(uid)}/${enc(token)}/`,
  passwordReset: 'auth/password/reset/',
  changePassword: 'auth/change_password/',
  changePasswordConfirm: 'auth/change_password/confirm/',
  userInfo: 'auth/userinfo/',
  verifyPhone: 'auth/verify_phone/',
  // profile (onboarding §7)
  settings: 'profile/settings/',
  upload: 'profile/upload/',
  ref: (name: RefName) => `profile/refs/${name}/`,
  /** an uploaded file or person-data photo, by uuid */
  doc: (uuid: string) => `profile/doc/${enc(uuid)}/`,
  signDoc: (uuid: string) => `profile/sign_doc/${enc(uuid)}/`,
  nonresidentSignDoc: (uuid: string) => `profile/nonresident/sign_doc/${enc(uuid)}/`,
  step: (step: StepName, isResident: boolean) =>
    step === 'step_citizenship' || isResident ? `profile/${step}/` : `profile/nonresident/${step}/`,
  sharingDeeplink: 'profile/sharing/deeplink/',
  sharingDeeplinkNew: 'profile/sharing/deeplink/new/',
  sharingResult: 'profile/sharing/result/',
  sharingStepConfirm: 'profile/sharing/step_confirm/',
  /** chosen: under profile/ (the spec lists it in the profile group); `diia_sign/…` at the base root works too */
  diiaSign: 'profile/diia_sign/',
  diiaSignDeeplink: 'profile/diia_sign/deeplink/',
  diiaSignDeeplinkNew: 'profile/diia_sign/deeplink/new/',
  diiaSignResult: 'profile/diia_sign/result/',
  nonresidentSignOtp: 'profile/nonresident/sign_otp/',
  nonresidentSignOtpConfirm: 'profile/nonresident/sign_otp/confirm/',
  nonresidentSignOtpSigned: 'profile/nonresident/sign_otp/signed/',
  // cabinet (cabinet §7)
  personData: 'cabinet/person_data/',
  accounts: 'cabinet/accounts/',
  account: (id: number) => `cabinet/accounts/${id}/`,
  accountCreateCard: (id: number) => `cabinet/accounts/${id}/create_card/`,
  accountCard: (id: number, cardNumber: string) => `cabinet/accounts/${id}/card/${enc(cardNumber)}/`,
  accountPayout: (id: number) => `cabinet/accounts/${id}/payout/`,
  accountConfirmAction: (id: number, action: AccountAction) => `cabinet/accounts/${id}/confirm/${action}/`,
  accountsResendCode: 'cabinet/accounts/resend_code/',
  accountSendCode: (id: number, cardUuid?: string) =>
    cardUuid ? `cabinet/accounts/${id}/send_code/${enc(cardUuid)}/` : `cabinet/accounts/${id}/send_code/`,
  accountConfirm: (id: number, cardUuid?: string) =>
    cardUuid ? `cabinet/accounts/${id}/confirm/${enc(cardUuid)}/` : `cabinet/accounts/${id}/confirm/`,
  documentTypes: 'cabinet/refs/documents/',
  requests: 'cabinet/requests/',
  /** chosen: getDocuments (all received) */
  documents: 'profile/cabinet/sign_otp/all/',
  /** chosen: getDocumentsForSign; POST on the same path asks for a sign code */
  documentsForSign: 'profile/cabinet/sign_otp/',
  /** chosen: markAllDocumentsAsRead */
  documentsRead: 'profile/cabinet/sign_otp/all/read/',
  /** chosen: markDocumentsForSignAsRead */
  documentsForSignRead: 'profile/cabinet/sign_otp/read/',
  signOtp: 'profile/cabinet/sign_otp/',
  signOtpConfirm: 'profile/cabinet/sign_otp/confirm/',
  /** chosen: the `link` / `link_p7s` of a received document point here (absolute URLs in the list) */
  documentPdf: (uuid: string) => `cabinet/documents/${enc(uuid)}/pdf/`,
  documentP7s: (uuid: string) => `cabinet/documents/${enc(uuid)}/p7s/`,
  moneyConfirmations: 'cabinet/money_confirmations/',
  balance: 'cabinet/balance/',
  balanceRefresh: 'cabinet/balance/refresh/',
  messages: 'messages/',
  message: (id: number) => `messages/${id}/`,
  messagesAllRead: 'messages/all/',
  /** websocket, relative to the onboarding base with ws(s):, query token and scope */
  wsMessages: 'ws/messages/',
} as const;

export const REF_NAMES = [
  'business_frequencies',
  'business_targets',
  'currencies',
  'passport_types',
  'blacklist_countries',
  'employment_types',
  'income_levels',
  /** chosen: the country list of step 0 (not among the spec's refs) */
  'countries',
] as const;
export type RefName = (typeof REF_NAMES)[number];

export const STEP_NAMES = [
  'step_citizenship',
  'step_name',
  'step_passport',
  'step_address',
  'step_accounts',
  'step_fatca',
  'step_targets',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

/** Actions confirmed by code on accounts (cabinet §7). */
export const ACCOUNT_ACTIONS = ['account_delete', 'account_payout'] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];
