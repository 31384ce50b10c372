import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkCodeRequestSchema,
  mailManagerRequestSchema,
  registerDatasourceRequestSchema,
  registerRequestSchema,
  sendCodeRequestSchema,
  setPasswordRequestSchema,
  type CheckCodeResponse,
  type RegisterResponse,
} from '@broker/shared/contracts';
import { cookie, readForm, type Ctx } from '../http/context';
import { HttpError, badRequest, codeError, parseWith } from '../http/http-error';
import { checkEmail, checkPasswords, checkPhone, smsAvailableFor } from '../http/rules';
import type { PendingRegistration } from '../state/state';
import { SCOPE } from './auth';
import { newUser } from './new-user';

const COOKIE = 'sandbox_reg';

/** Registration (onboarding §4 "Registration sequence", §7). */
export function registerRoutes(app: FastifyInstance, { state }: Ctx): void {
  const pendingOf = (req: FastifyRequest, ids: { email?: string; phone?: string }): PendingRegistration => {
    const byCookie = state.pending.get(cookie(req, COOKIE) ?? '');
    const found =
      byCookie ??
      [...state.pending.values()].find(
        (p) => (ids.email && p.email === ids.email.toLowerCase()) || (ids.phone && p.phone === ids.phone),
      );
    if (!found) throw codeError('RegistrationImpossible', 'No registration in progress: start the registration again.');
    return found;
  };
  const checkView = (p: PendingRegistration): CheckCodeResponse => ({
    success: true,
    email_is_verified: p.email_is_verified,
    phone_is_verified: p.phone_is_verified,
  });

  app.post('/auth/register/', async (req, reply): Promise<RegisterResponse> => {
    const body = parseWith(registerRequestSchema, await readForm(req));
    const email = body.email.trim().toLowerCase();
    checkEmail(email);
    checkPhone(body.phone, body.avoid_phone_check === true);
    if (!body.is_resident && state.blockNonresident)
      throw codeError('NonResidentNotAllowed', 'Registration of non-residents is temporarily unavailable.');
    const existing = state.findUser(email) ?? state.findByPhone(body.phone);
    if (existing?.profile_status === 'PART')
      throw codeError('PartDoubleProfile', 'A profile with this phone or email was started already.', {
        doubles: { profile_status: 'PART' },
      });
    if (existing && (existing.check_status === 'INITIAL' || existing.check_status === 'REVIEW')) {
      throw codeError('FullSentProfile', 'The application was already sent.', {
        doubles: { profile_status: 'EXISTING' },
      });
    }
    if (existing)
      throw codeError('FullDoubleProfile', 'This phone or email is already used. Contact the manager.', {
        doubles: { profile_status: 'FULL' },
      });
    if (body.password1 !== undefined) checkPasswords(body.password1, body.password2 ?? '');
    for (const [id, p] of state.pending) if (p.email === email || p.phone === body.phone) state.pending.delete(id);
    const sms = smsAvailableFor(body.phone);
    const p: PendingRegistration = {
      id: randomUUID(),
      email,
      phone: body.phone,
      is_resident: body.is_resident,
      interface_language: body.interface_language,
      register_datasource: body.register_datasource ?? null,
      sms_otp_is_available: sms,
      email_is_verified: false,
      phone_is_verified: false,
      password: body.password1,
    };
    state.pending.set(p.id, p);
    void reply.header('set-cookie', `${COOKIE}=${p.id}; Path=/; HttpOnly; SameSite=Lax`);
    return {
      phone: p.phone,
      email: p.email,
      is_resident: p.is_resident,
      interface_language: p.interface_language,
      register_datasource: p.register_datasource,
      sms_otp_is_available: sms,
    };
  });

  app.post('/auth/register/send_code/', async (req) => {
    const body = parseWith(sendCodeRequestSchema, await readForm(req));
    const p = pendingOf(req, body);
    if (body.confirm_type === 'phone' && !p.sms_otp_is_available)
      throw codeError('SendSmsForbidden', 'SMS cannot be sent to this phone.');
    return body.confirm_type === 'email'
      ? state.otp.send({
          key: `reg_email:${p.email}`,
          channel: 'email',
          to: p.email,
          subject: 'Registration: email code',
          smsAvailable: p.sms_otp_is_available,
        })
      : state.otp.send({
          key: `reg_phone:${p.phone}`,
          channel: 'sms',
          to: p.phone,
          subject: 'Registration: phone code',
          smsAvailable: true,
        });
  });

  app.post('/auth/register/check_email/', async (req) => {
    const body = parseWith(checkCodeRequestSchema, await readForm(req));
    const p = pendingOf(req, body);
    state.otp.verify({ key: `reg_email:${p.email}`, otpId: body.otp_id, code: body.code });
    p.email_is_verified = true;
    if (!p.sms_otp_is_available) p.phone_is_verified = true; // no SMS: the phone counts as confirmed after the email
    return checkView(p);
  });

  app.post('/auth/register/check_phone/', async (req) => {
    const body = parseWith(checkCodeRequestSchema, await readForm(req));
    const p = pendingOf(req, body);
    state.otp.verify({ key: `reg_phone:${p.phone}`, otpId: body.otp_id, code: body.code });
    p.phone_is_verified = true;
    return checkView(p);
  });

  app.post('/auth/register/datasource/', async (req) => {
    const body = parseWith(registerDatasourceRequestSchema, await readForm(req));
    const p = pendingOf(req, body);
    p.register_datasource = body.register_datasource;
    return { register_datasource: body.register_datasource };
  });

  app.post('/auth/register/set_password/', async (req, reply) => {
    const body = parseWith(setPasswordRequestSchema, await readForm(req));
    const p = pendingOf(req, body);
    if (!p.email_is_verified || !p.phone_is_verified)
      throw badRequest('Confirm the email and the phone first.', { non_field_errors: ['Contacts are not confirmed.'] });
    checkPasswords(body.password1, body.password2);
    const user = newUser(state, p, body.password1, body.register_source ?? null);
    state.pending.delete(p.id);
    void reply.header('set-cookie', `${COOKIE}=; Path=/; Max-Age=0`);
    return { ...state.tokens.issue(user.email, SCOPE), scope: [SCOPE] };
  });

  app.post('/auth/mail_manager/', async (req) => {
    const body = parseWith(mailManagerRequestSchema, await readForm(req));
    const key = `manager:${body.email.toLowerCase()}`;
    if (state.outbox.list('manager@broker.sandbox.test').some((e) => e.purpose === key)) {
      throw new HttpError(429, { detail: 'The manager was already notified.' });
    }
    state.outbox.send({
      to: 'manager@broker.sandbox.test',
      channel: 'email',
      kind: 'notice',
      subject: `Contact request from ${body.email}`,
      text: `Client ${body.email}, ${body.phone} asks to be contacted.`,
      purpose: key,
    });
    return { success: true as const };
  });
}
