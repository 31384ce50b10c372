import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  passwordAskRequestSchema,
  passwordCheckCodeRequestSchema,
  passwordResetRequestSchema,
  type PasswordAskResponse,
  type PasswordCheckCodeResponse,
  type PasswordResetCheckResponse,
} from '@broker/shared/contracts';
import { readForm, type Ctx } from '../http/context';
import { codeError, parseWith } from '../http/http-error';
import { checkPasswords } from '../http/rules';
import type { SandboxState } from '../state/state';

const invalidToken = () =>
  codeError('ResetPasswordTokenIsNotValid', 'The reset link was already used or is not valid.');

function liveToken(state: SandboxState, uid: string, token: string) {
  const rec = state.resetTokens.get(token);
  if (!rec || rec.used || rec.uid !== uid) throw invalidToken();
  return rec;
}

/** Password reset (onboarding §2 login screen, §7): emailed link + in-dialog code. */
export function passwordRoutes(app: FastifyInstance, { state }: Ctx): void {
  app.post('/auth/password/ask/', async (req): Promise<PasswordAskResponse> => {
    const body = parseWith(passwordAskRequestSchema, await readForm(req));
    const user = state.findUser(body.email);
    if (!user) throw codeError('UserNotFound', 'User with this email was not found.');
    const uid = Buffer.from(String(user.id)).toString('base64url');
    const token = `${randomBytes(3).toString('hex')}-${randomBytes(16).toString('hex')}`;
    for (const t of state.resetTokens.values()) if (t.email === user.email) t.used = true;
    state.resetTokens.set(token, { email: user.email, uid, used: false });
    const link = `${state.config.shellOrigin}/${body.lang}/password-change?uid=${encodeURIComponent(uid)}&token=${encodeURIComponent(token)}`;
    state.outbox.send({
      to: user.email,
      channel: 'email',
      kind: 'link',
      subject: 'Password reset link',
      text: `Open ${link} to set a new password.`,
      link,
      purpose: 'password_reset',
    });
    const bySms = user.sms_otp_is_available && user.phone_is_verified;
    const otp = state.otp.send({
      key: `password_reset:${user.email}`,
      channel: bySms ? 'sms' : 'email',
      to: bySms ? user.phone : user.email,
      subject: 'Password reset code',
      smsAvailable: user.sms_otp_is_available,
      data: { token, uid },
    });
    return { ...otp, phone: otp.phone ?? null, sms_otp_is_available: user.sms_otp_is_available };
  });

  app.post('/auth/password/check_code/', async (req): Promise<PasswordCheckCodeResponse> => {
    const body = parseWith(passwordCheckCodeRequestSchema, await readForm(req));
    const rec = state.otp.latestById(body.otp_id);
    const key = rec?.key.startsWith('password_reset:') ? rec.key : 'password_reset:?';
    const ok = state.otp.verify({ key, otpId: body.otp_id, code: body.code });
    const { token, uid } = ok.data as { token: string; uid: string };
    liveToken(state, uid, token);
    return { uidb64: uid, token };
  });

  app.get<{ Params: { uid: string; token: string } }>(
    '/auth/password/reset/:uid/:token/',
    async (req): Promise<PasswordResetCheckResponse> => {
      liveToken(state, req.params.uid, req.params.token);
      return { uidb64: req.params.uid, token: req.params.token };
    },
  );

  app.post('/auth/password/reset/', async (req) => {
    const body = parseWith(passwordResetRequestSchema, await readForm(req));
    const rec = liveToken(state, body.uidb64, body.token);
    checkPasswords(body.password1, body.password2);
    const user = state.findUser(rec.email);
    if (!user) throw invalidToken();
    user.password = body.password1;
    rec.used = true;
    state.log(`[users] password reset for ${user.email}`);
    return { success: true as const };
  });
}
