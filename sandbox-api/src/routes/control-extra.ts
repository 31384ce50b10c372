import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SHARING_STATUSES, doublesStatusSchema } from '@broker/shared/contracts';
import type { Ctx } from '../http/context';
import { parseWith } from '../http/http-error';

const qrSchema = z.object({
  outcome: z.enum(SHARING_STATUSES).default('success'),
  doubles: doublesStatusSchema.nullable().default(null),
  email: z.string().optional(),
  phone: z.string().optional(),
});
const ttlSchema = z.object({
  access: z.number().positive().optional(),
  refresh: z.number().positive().optional(),
  unit: z.enum(['minutes', 'seconds']).optional(),
});
const startupSchema = z.union([
  z.object({ uk: z.string(), en: z.string(), button_uk: z.string(), button_en: z.string() }),
  z.object({ off: z.literal(true) }),
]);

/** Controls beyond the fixed interface: reports, QR outcome, OTP block, token lifetimes, startup notice. */
export function controlExtraRoutes(app: FastifyInstance, { state }: Ctx): void {
  app.post('/reports', async (req) => {
    let body: unknown = req.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        body = { text: body };
      }
    }
    const report: Record<string, unknown> = {
      ...(body && typeof body === 'object' ? (body as Record<string, unknown>) : { value: body }),
      receivedAt: new Date(state.clock.now()).toISOString(),
    };
    state.reports.push(report);
    if (state.reports.length > 200) state.reports.shift();
    const summary = ['kind', 'type', 'remote', 'name', 'message']
      .map((k) => report[k])
      .filter((v) => typeof v === 'string')
      .join(' ');
    state.log(`[report] ${summary || JSON.stringify(report).slice(0, 200)}`);
    return { stored: state.reports.length };
  });
  app.get('/reports', async () => [...state.reports].reverse());
  app.delete('/reports', async () => {
    state.reports = [];
    return { stored: 0 };
  });

  app.post('/qr', async (req) => {
    state.qrOutcome = parseWith(qrSchema, req.body);
    return state.qrOutcome;
  });

  app.post('/otp-block', async (req) => {
    const body = parseWith(
      z.object({ to: z.string().min(1), seconds: z.number().int().positive().default(300) }),
      req.body,
    );
    return { to: body.to, block_until: state.otp.block(body.to, body.seconds) };
  });

  app.post('/expire-tokens', async (req) => {
    const body = parseWith(z.object({ email: z.string().optional() }), req.body);
    return { expired: state.tokens.expireAccess(body.email) };
  });

  app.post('/token-ttl', async (req) => {
    const body = parseWith(ttlSchema, req.body);
    state.ttl = {
      access: body.access ?? state.ttl.access,
      refresh: body.refresh ?? state.ttl.refresh,
      unit: body.unit ?? state.ttl.unit,
    };
    return state.ttl;
  });

  app.post('/startup', async (req) => {
    const body = parseWith(startupSchema, req.body);
    state.startup = 'off' in body ? null : body;
    return { startup: state.startup };
  });

  app.get('/sockets', async () => Object.fromEntries([...state.sockets].map(([email, set]) => [email, set.size])));
}
