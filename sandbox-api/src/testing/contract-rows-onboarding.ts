import * as C from '@broker/shared/contracts';
import { API_PATHS as P, AUTH_PATHS as A } from '@broker/shared/contracts';
import { setToken, type Row } from './contract-table';

const NEW = { email: 'contract@example.test', phone: '+380671110000' };
const RESET_USER = 'res-part-bankid-initial@sandbox.test';
// a BMP starts with "BM" (profile/upload checks the first bytes against the extension)
const PNG = { field: 'doc', filename: 'scan.bmp', content: 'BMDATA' };

/** Auth, registration, password, account, settings, refs, upload (onboarding §7). */
export const accountRows: Row[] = [
  { name: 'login', method: 'POST', path: `sso:${A.token}`, body: { email: 'cabinet@sandbox.test', password: 'Sandbox1!', lang: 'uk', app: 'onboarding' }, schema: C.tokenResponseSchema, then: (c, b) => (c.v.refresh = b.refresh) },
  { name: 'refresh', method: 'POST', path: `sso:${A.refresh}`, body: (c) => ({ refresh: c.v.refresh }), schema: C.refreshResponseSchema },
  { name: 'refresh reused → 401', method: 'POST', path: `sso:${A.refresh}`, body: (c) => ({ refresh: c.v.refresh }), status: 401, schema: C.errorBodySchema },
  { name: 'register', method: 'POST', path: P.register, body: { ...NEW, is_resident: true, interface_language: 'uk' }, schema: C.registerResponseSchema },
  { name: 'send_code email', method: 'POST', path: P.registerSendCode, body: { ...NEW, confirm_type: 'email' }, schema: C.otpResponseSchema },
  { name: 'check_email', method: 'POST', path: P.registerCheckEmail, body: (c) => ({ ...NEW, code: c.code(NEW.email) }), schema: C.checkCodeResponseSchema },
  { name: 'send_code phone', method: 'POST', path: P.registerSendCode, body: { ...NEW, confirm_type: 'phone' }, schema: C.otpResponseSchema },
  { name: 'check_phone', method: 'POST', path: P.registerCheckPhone, body: (c) => ({ ...NEW, code: c.code(NEW.phone) }), schema: C.checkCodeResponseSchema },
  { name: 'datasource', method: 'POST', path: P.registerDatasource, body: { ...NEW, register_datasource: 'BANKID' }, schema: C.registerDatasourceResponseSchema },
  { name: 'set_password', method: 'POST', path: P.registerSetPassword, body: { ...NEW, password1: 'Sandbox1!', password2: 'Sandbox1!', register_source: 'friend, search engine' }, schema: C.setPasswordResponseSchema, then: (c, b) => setToken(c.h, NEW.email, b.access) },
  { name: 'mail_manager', method: 'POST', path: P.mailManager, body: NEW, schema: C.mailManagerResponseSchema },
  { name: 'password ask', method: 'POST', path: P.passwordAsk, body: { email: RESET_USER, lang: 'uk' }, schema: C.passwordAskResponseSchema, then: (c, b) => (c.v.resetOtp = b.otp_id) },
  { name: 'password check_code', method: 'POST', path: P.passwordCheckCode, body: (c) => ({ otp_id: c.v.resetOtp, code: c.code(c.h.state.findUser(RESET_USER)!.phone) }), schema: C.passwordCheckCodeResponseSchema, then: (c, b) => (c.v.reset = b) },
  { name: 'password reset check', method: 'GET', path: (c) => P.passwordResetCheck(c.v.reset.uidb64, c.v.reset.token), schema: C.passwordResetCheckResponseSchema },
  { name: 'password reset', method: 'POST', path: P.passwordReset, body: (c) => ({ ...c.v.reset, password1: 'Sandbox2!', password2: 'Sandbox2!' }), schema: C.passwordResetResponseSchema },
  { name: 'password reset again → 400', method: 'POST', path: P.passwordReset, body: (c) => ({ ...c.v.reset, password1: 'Sandbox2!', password2: 'Sandbox2!' }), status: 400, schema: C.errorBodySchema },
  { name: 'userinfo', method: 'GET', path: P.userInfo, as: 'cabinet@sandbox.test', schema: C.userInfoSchema },
  { name: 'userinfo without token → 401', method: 'GET', path: P.userInfo, status: 401, schema: C.errorBodySchema },
  { name: 'userinfo update', method: 'POST', path: P.userInfo, as: 'cabinet@sandbox.test', body: { interface_language: 'en' }, schema: C.userInfoUpdateResponseSchema },
  { name: 'change_password', method: 'POST', path: P.changePassword, as: 'cabinet-empty@sandbox.test', body: { password1: 'Sandbox3!', password2: 'Sandbox3!' }, schema: C.otpResponseSchema, then: (c, b) => (c.v.cpOtp = b.otp_id) },
  { name: 'change_password wrong code → 400', method: 'POST', path: P.changePasswordConfirm, as: 'cabinet-empty@sandbox.test', body: (c) => ({ otp_id: c.v.cpOtp, code: c.code('+380501000003') === '0000' ? '1111' : '0000' }), status: 400, schema: C.errorBodySchema },
  { name: 'change_password confirm', method: 'POST', path: P.changePasswordConfirm, as: 'cabinet-empty@sandbox.test', body: (c) => ({ otp_id: c.v.cpOtp, code: c.code('+380501000003') }), schema: C.changePasswordConfirmResponseSchema },
  { name: 'verify_phone send', method: 'GET', path: P.verifyPhone, as: 'phone-unverified@sandbox.test', schema: C.otpResponseSchema },
  { name: 'verify_phone confirm', method: 'POST', path: P.verifyPhone, as: 'phone-unverified@sandbox.test', body: (c) => ({ code: c.code(c.h.state.findUser('phone-unverified@sandbox.test')!.phone) }), schema: C.verifyPhoneResponseSchema },
  { name: 'settings', method: 'GET', path: P.settings, schema: C.appSettingsSchema },
  { name: 'refs business_frequencies', method: 'GET', path: P.ref('business_frequencies'), schema: C.refOptionsResponseSchema },
  { name: 'refs business_targets', method: 'GET', path: P.ref('business_targets'), as: 'new-part-nonres@sandbox.test', schema: C.refOptionsResponseSchema },
  { name: 'refs employment_types', method: 'GET', path: P.ref('employment_types'), schema: C.refOptionsResponseSchema },
  { name: 'refs income_levels', method: 'GET', path: P.ref('income_levels'), schema: C.refOptionsResponseSchema },
  { name: 'refs currencies', method: 'GET', path: P.ref('currencies'), schema: C.currenciesResponseSchema },
  { name: 'refs passport_types', method: 'GET', path: P.ref('passport_types'), schema: C.passportTypesResponseSchema },
  { name: 'refs blacklist_countries', method: 'GET', path: P.ref('blacklist_countries'), schema: C.blacklistCountriesResponseSchema },
  { name: 'refs countries', method: 'GET', path: P.ref('countries'), schema: C.countriesResponseSchema },
  { name: 'upload', method: 'POST', path: P.upload, as: NEW.email, multipart: PNG, status: 201, schema: C.uploadResponseSchema, then: (c, b) => Object.assign(c.v, { fileId: b.id, fileUuid: b.uuid }) },
  { name: 'upload refused → 400', method: 'POST', path: P.upload, as: NEW.email, multipart: { ...PNG, filename: 'virus.exe' }, status: 400, schema: C.uploadErrorSchema },
  { name: 'download upload', method: 'GET', path: (c) => P.doc(c.v.fileUuid), as: NEW.email, schema: { file: 'image/bmp' } }, // the type its extension allows, not the one sent
];

export { NEW as CONTRACT_USER };
