import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { checkStatusSchema, profileStatusSchema, socketTopicSchema } from '@broker/shared/contracts';
import type { Ctx } from '../http/context';
import { notFound, parseWith } from '../http/http-error';
import { controlExtraRoutes } from './control-extra';
import { controlSigningRoutes } from './control-signing';
import { pushUpdate } from './push';

const onSchema = z.object({ on: z.boolean() });
const statusSchema = z.object({
  check_status: checkStatusSchema.optional(),
  profile_status: profileStatusSchema.optional(),
});
const pushSchema = z.object({ email: z.string().min(1), data: socketTopicSchema, create: z.boolean().default(true) });
const faultSchema = z.object({
  path: z.string().min(1),
  status: z.number().int().min(100).max(599),
  count: z.number().int().min(1).max(1000).default(1),
  method: z.string().optional(),
  body: z.record(z.string(), z.unknown()).optional(),
});

/** Back-office controls under /__sandbox (README "Control endpoints"). Tests use the same calls. */
export function controlRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { state } = ctx;

  app.get('/users', async () =>
    [...state.users.values()].map((u) => ({
      email: u.email,
      password: u.password,
      phone: u.phone,
      is_resident: u.is_resident,
      profile_status: u.profile_status,
      check_status: u.check_status,
      register_datasource: u.register_datasource,
      sms_otp_is_available: u.sms_otp_is_available,
      can_send_sms: u.can_send_sms,
      phone_is_verified: u.phone_is_verified,
      confirmation_type: u.confirmation_type,
      note: u.note,
    })),
  );

  app.get<{ Querystring: { to?: string } }>('/outbox', async (req) => state.outbox.list(req.query.to));

  app.post('/maintenance', async (req) => {
    state.maintenance = parseWith(onSchema, req.body).on;
    state.log(`[control] maintenance ${state.maintenance ? 'on' : 'off'}`);
    return { maintenance: state.maintenance };
  });

  app.post('/block-nonresident', async (req) => {
    state.blockNonresident = parseWith(onSchema, req.body).on;
    return { BLOCK_NONRESIDENT: state.blockNonresident };
  });

  app.post<{ Params: { email: string } }>('/users/:email/status', async (req) => {
    const user = state.findUser(decodeURIComponent(req.params.email));
    if (!user) throw notFound('No such user.');
    const body = parseWith(statusSchema, req.body);
    if (body.check_status) {
      user.check_status = body.check_status;
      user.signingSince = undefined; // the back office decides: no automatic SIGNED
    }
    if (body.profile_status) user.profile_status = body.profile_status;
    state.log(`[control] ${user.email}: ${user.profile_status}/${user.check_status}`);
    return { email: user.email, check_status: user.check_status, profile_status: user.profile_status };
  });

  // the application starts over: every step's data dropped, profile PART (console "Reset questionnaire")
  app.post<{ Params: { email: string } }>('/users/:email/questionnaire-reset', async (req) => {
    const user = state.findUser(decodeURIComponent(req.params.email));
    if (!user) throw notFound('No such user.');
    user.steps = {};
    user.profile_status = 'PART';
    state.log(`[control] ${user.email}: questionnaire reset`);
    return { email: user.email, profile_status: user.profile_status, steps: 0 };
  });

  app.post('/push', async (req) => {
    const body = parseWith(pushSchema, req.body);
    const user = state.findUser(body.email);
    if (!user) throw notFound('No such user.');
    return pushUpdate(state, user, body.data, body.create);
  });

  app.get('/faults', async () => state.faults);
  app.post('/faults', async (req) => {
    const f = parseWith(faultSchema, req.body);
    state.faults.push(f);
    state.log(`[control] fault: next ${f.count} × ${f.method ?? 'any'} ${f.path} → ${f.status}`);
    return { faults: state.faults };
  });
  app.delete('/faults', async () => {
    state.faults = [];
    return { faults: [] };
  });

  app.post('/reset', async () => {
    state.reset();
    state.log('[control] state reset to the seeds');
    return { reset: true, users: state.users.size };
  });

  app.post('/drop-sockets', async (req) => {
    const body = parseWith(z.object({ email: z.string().optional() }), req.body);
    return { dropped: state.dropSockets(body.email) };
  });

  app.get('/stats', async () => state.stats);
  app.delete('/stats', async () => {
    state.stats = { requests: 0, refreshCalls: 0, paths: {}, routes: {} };
    return state.stats;
  });

  controlExtraRoutes(app, ctx);
  controlSigningRoutes(app, ctx);
}
