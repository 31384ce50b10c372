import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  diiaSignRequestSchema,
  signOtpConfirmRequestSchema,
  signOtpRequestSchema,
  type DiiaSignResultResponse,
  type DocToSign,
  type SignOtpSignedResponse,
} from '@broker/shared/contracts';
import { originOf, requireUser, type Ctx } from '../http/context';
import { codeError, notFound, parseWith } from '../http/http-error';
import { sendUserCode, verifyUserCode } from '../http/user-otp';
import type { SandboxUser } from '../state/types';
import { advance, apiUrl } from '../state/views';
import type { SandboxState, QrSession } from '../state/state';
import { qrData, qrStatus } from './qr';

/** Onboarding document signing: residents by QR (diia_sign), non-residents by one-time code. */
export function signingRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { state } = ctx;
  const docs = (req: FastifyRequest, user: SandboxUser, nonresident: boolean): DocToSign[] =>
    user.docsToSign.map((d) => ({
      ...d,
      signed: nonresident ? true : d.signed,
      link: apiUrl(state, originOf(req), `profile/${nonresident ? 'nonresident/' : ''}sign_doc/${d.uuid}/`),
    }));
  const checkDocs = (user: SandboxUser, uuids: string[]) => {
    if (uuids.length === 0 || !uuids.every((u) => user.docsToSign.some((d) => d.uuid === u))) {
      throw codeError('SignDocumentsError', 'Sign Documents Error: go back one step and sign again.');
    }
  };

  for (const base of ['/profile/diia_sign', '/diia_sign']) {
    app.get(`${base}/`, async (req) => docs(req, requireUser(ctx, req), false));
    app.post(`${base}/`, async (req) => {
      const user = requireUser(ctx, req);
      const body = parseWith(diiaSignRequestSchema, req.body);
      checkDocs(user, body.docs);
      state.qr.set(`sign:${user.email}`, { kind: 'sign', polls: 0, docs: body.docs });
      return qrData(req, 'sign');
    });
    for (const p of ['deeplink/', 'deeplink/new/']) {
      app.get(`${base}/${p}`, async (req) => {
        const user = requireUser(ctx, req);
        const prev = state.qr.get(`sign:${user.email}`);
        state.qr.set(`sign:${user.email}`, {
          kind: 'sign',
          polls: 0,
          docs: prev?.docs ?? user.docsToSign.map((d) => d.uuid),
        });
        return qrData(req, 'sign');
      });
    }
    app.get(`${base}/result/`, async (req): Promise<DiiaSignResultResponse> => {
      const user = requireUser(ctx, req);
      const session = state.qr.get(`sign:${user.email}`);
      if (!session) throw notFound('No signing was started.');
      session.polls++;
      const outcome = state.qrOutcome.outcome === 'noFullData' ? 'error' : state.qrOutcome.outcome;
      // the console's word wins; in manual mode nothing moves without it
      const status = (session.status ??
        (state.signing.manual ? 'initialized' : qrStatus(session.polls, outcome))) as DiiaSignResultResponse['status'];
      if (status === 'success') applyQrSuccess(state, user, session);
      advance(state, user);
      return { success: status === 'success', status, check_status: user.check_status };
    });
  }

  app.get('/profile/nonresident/sign_otp/', async (req) => docs(req, requireUser(ctx, req), true));
  app.post('/profile/nonresident/sign_otp/', async (req) => {
    const user = requireUser(ctx, req);
    const body = parseWith(signOtpRequestSchema, req.body);
    checkDocs(user, body.docs);
    return sendUserCode(state, user, 'sign', 'Document signing code', { docs: body.docs }, true);
  });
  app.post('/profile/nonresident/sign_otp/confirm/', async (req) => {
    const user = requireUser(ctx, req);
    const body = parseWith(signOtpConfirmRequestSchema, req.body);
    verifyUserCode(state, user, 'sign', body.code, body.otp_id);
    startSigning(state, user);
    return { success: true as const, check_status: user.check_status };
  });
  app.get('/profile/nonresident/sign_otp/signed/', async (req): Promise<SignOtpSignedResponse> => {
    const user = requireUser(ctx, req);
    advance(state, user);
    return { check_status: user.check_status, signed: user.check_status === 'SIGNED' };
  });
}

/** Documents signed: the back office now signs on its side (SIGNED after the delay or by the console). */
export function startSigning(state: SandboxState, user: SandboxUser): void {
  user.docsToSign.forEach((d) => (d.signed = true));
  user.check_status = 'SIGNING';
  user.signingSince = state.clock.now();
}

/** A QR signing succeeded: APPROVED → SIGNING, INITIAL → REVIEW (once per session). */
export function applyQrSuccess(state: SandboxState, user: SandboxUser, session: QrSession): void {
  if (session.applied) return;
  session.applied = true;
  if (user.check_status === 'APPROVED') startSigning(state, user);
  else if (user.check_status === 'INITIAL') user.check_status = 'REVIEW';
  user.docsToSign.forEach((d) => (d.signed = true));
}
