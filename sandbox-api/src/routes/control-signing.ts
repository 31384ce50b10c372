import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../http/context';
import { HttpError, notFound, parseWith } from '../http/http-error';
import { applyQrSuccess } from './signing';

const settingsSchema = z.object({
  /** QR signing waits for the console, SIGNING waits for `complete` / `fail` */
  manual: z.boolean().optional(),
  /** seconds from SIGNING to SIGNED when not manual */
  delaySeconds: z.number().min(0).max(86_400).optional(),
});

/** What the console can do to a user's pending signing (README "Signing controls"). */
export const SIGNING_ACTIONS = ['scan', 'complete', 'refuse', 'fail', 'expire'] as const;
const actionSchema = z.object({ action: z.enum(SIGNING_ACTIONS) });

/** QR statuses each action sets on a pending resident QR session. */
const QR_STATUS: Record<(typeof SIGNING_ACTIONS)[number], string> = {
  scan: 'processing',
  complete: 'success',
  refuse: 'refuse',
  fail: 'error',
  expire: 'notUsed',
};
const FINAL = ['success', 'refuse', 'error', 'notUsed'];

/**
 * Onboarding signing from the back office: complete, refuse or fail a pending resident QR signing
 * (diia_sign) or a non-resident / resident SIGNING, and shorten the delays, so every branch of the
 * signing screens can be clicked through and tested.
 */
export function controlSigningRoutes(app: FastifyInstance, { state }: Ctx): void {
  app.get('/signing', async () => state.signing);
  app.post('/signing', async (req) => {
    const body = parseWith(settingsSchema, req.body);
    state.signing = {
      manual: body.manual ?? state.signing.manual,
      delaySeconds: body.delaySeconds ?? state.signing.delaySeconds,
    };
    state.log(`[control] signing ${state.signing.manual ? 'manual' : 'auto'}, delay ${state.signing.delaySeconds} s`);
    return state.signing;
  });

  app.post<{ Params: { email: string } }>('/signing/:email', async (req) => {
    const user = state.findUser(decodeURIComponent(req.params.email));
    if (!user) throw notFound('No such user.');
    const { action } = parseWith(actionSchema, req.body);
    const session = state.qr.get(`sign:${user.email}`);
    const current = session ? (session.status ?? (session.applied ? 'success' : 'initialized')) : null;

    // a QR session still open (not answered yet) takes the action first
    if (session && current !== null && !FINAL.includes(current)) {
      session.status = QR_STATUS[action];
      if (session.status === 'success') applyQrSuccess(state, user, session);
      state.log(`[control] ${user.email}: QR signing → ${session.status}`);
      return { email: user.email, qr: session.status, check_status: user.check_status };
    }
    if (user.check_status === 'SIGNING' && (action === 'complete' || action === 'fail')) {
      if (action === 'complete') {
        user.check_status = 'SIGNED';
        user.backoffice_status = 'ACTIVE';
      } else {
        // the signature did not go through: sign again (onboarding §4 "SIGNING then back to APPROVED")
        user.check_status = 'APPROVED';
        user.docsToSign.forEach((d) => (d.signed = false));
      }
      user.signingSince = undefined;
      state.log(`[control] ${user.email}: signing → ${user.check_status}`);
      return { email: user.email, qr: current, check_status: user.check_status };
    }
    throw new HttpError(409, {
      detail: `Nothing to ${action}: no open QR signing and check_status is ${user.check_status}.`,
    });
  });
}
