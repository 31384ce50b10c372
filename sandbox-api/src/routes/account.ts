import type { FastifyInstance } from 'fastify';
import {
  changePasswordConfirmRequestSchema,
  changePasswordRequestSchema,
  userInfoUpdateRequestSchema,
  verifyPhoneRequestSchema,
  type UserInfo,
} from '@broker/shared/contracts';
import { readForm, requireUser, type Ctx } from '../http/context';
import { codeError, fieldError, parseWith } from '../http/http-error';
import { checkPasswords } from '../http/rules';
import { sendUserCode, verifyUserCode } from '../http/user-otp';
import { userInfo } from '../state/views';

/** User info, password change and phone verification (onboarding §7, cabinet §4, §7). */
export function accountRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { state } = ctx;

  app.get('/auth/userinfo/', async (req): Promise<UserInfo> => userInfo(state, requireUser(ctx, req)));

  app.post('/auth/userinfo/', async (req): Promise<UserInfo> => {
    const user = requireUser(ctx, req);
    const body = parseWith(userInfoUpdateRequestSchema, await readForm(req));
    if (body.confirmation_type === 'sms' && !user.sms_otp_is_available)
      throw fieldError('confirmation_type', 'SMS is not available for this user.');
    if (body.interface_language) user.interface_language = body.interface_language;
    if (body.confirmation_type) user.confirmation_type = body.confirmation_type;
    if (body.register_datasource) user.register_datasource = body.register_datasource;
    return userInfo(state, user);
  });

  app.post('/auth/change_password/', async (req) => {
    const user = requireUser(ctx, req);
    const body = parseWith(changePasswordRequestSchema, await readForm(req));
    checkPasswords(body.password1, body.password2);
    return sendUserCode(state, user, 'change_password', 'Password change code', { password: body.password1 });
  });

  app.post('/auth/change_password/confirm/', async (req) => {
    const user = requireUser(ctx, req);
    const body = parseWith(changePasswordConfirmRequestSchema, await readForm(req));
    const rec = verifyUserCode(state, user, 'change_password', body.code, body.otp_id);
    user.password = String(rec.data.password);
    state.log(`[users] password changed for ${user.email}`);
    return { success: true as const };
  });

  app.get('/auth/verify_phone/', async (req) => {
    const user = requireUser(ctx, req);
    if (!user.can_send_sms) throw codeError('SendSmsForbidden', 'SMS cannot be sent to this phone.');
    return state.otp.send({
      key: `verify_phone:${user.email}`,
      channel: 'sms',
      to: user.phone,
      subject: 'Phone verification code',
      smsAvailable: user.sms_otp_is_available,
    });
  });

  app.post('/auth/verify_phone/', async (req) => {
    const user = requireUser(ctx, req);
    const body = parseWith(verifyPhoneRequestSchema, await readForm(req));
    verifyUserCode(state, user, 'verify_phone', body.code, body.otp_id);
    user.phone_is_verified = true;
    return { success: true as const, phone_is_verified: true as const };
  });
}
