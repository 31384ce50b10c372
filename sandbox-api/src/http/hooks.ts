import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MaintenanceBody } from '@broker/shared/contracts';
import type { Ctx } from './context';

/** The 503 body of the onboarding base (cabinet §3 "Maintenance texts"). */
export const MAINTENANCE_BODY: MaintenanceBody & { detail: string } = {
  detail: 'Service temporarily unavailable: scheduled maintenance.',
  TECH_WORKS_BACKEND_TEXT_UA: 'Тривають планові технічні роботи. Сервіс тимчасово недоступний, спробуйте пізніше.',
  TECH_WORKS_BACKEND_TEXT_EN:
    'Scheduled maintenance is in progress. The service is temporarily unavailable, please try again later.',
  TECH_WORKS_BACKEND_TEXT_SUPPORT_UA: 'Якщо у вас термінове питання, напишіть нам:',
  TECH_WORKS_BACKEND_TEXT_SUPPORT_EN: 'If your question is urgent, write to us:',
  TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL: 'support@broker.sandbox.test',
};

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** A fault path matches the full path, or (without a leading slash) a path ending with it. */
export function faultMatches(faultPath: string, path: string): boolean {
  const f = trim(faultPath);
  const p = trim(path);
  return f.startsWith('/') ? f === p : p === f || p.endsWith(`/${f}`);
}

export function installHooks(app: FastifyInstance, ctx: Ctx): void {
  const { state } = ctx;
  const isBackend = (path: string) =>
    path.startsWith(`${state.config.apiPrefix}/`) || path.startsWith(`${state.config.authPrefix}/`);

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (!isBackend(path) || req.method === 'OPTIONS') return;
    state.stats.requests++;
    const key = `${req.method} ${trim(path)}/`;
    state.stats.paths[key] = (state.stats.paths[key] ?? 0) + 1;
    const route = `${req.method} ${req.routeOptions.url ?? '(no route)'}`;
    state.stats.routes[route] = (state.stats.routes[route] ?? 0) + 1;
    const fault = state.faults.find(
      (f) => f.count > 0 && faultMatches(f.path, path) && (!f.method || f.method.toUpperCase() === req.method),
    );
    if (fault) {
      fault.count--;
      state.faults = state.faults.filter((f) => f.count > 0);
      const body =
        fault.body ?? (fault.status === 503 ? MAINTENANCE_BODY : { detail: `Sandbox fault: ${fault.status}` });
      return reply.code(fault.status).send(body);
    }
    const isWs = path.startsWith(`${state.config.apiPrefix}/ws/`);
    if (state.maintenance && path.startsWith(`${state.config.apiPrefix}/`) && !isWs) {
      return reply.code(503).send(MAINTENANCE_BODY);
    }
  });

  app.addHook('onResponse', async (req, reply) => {
    if (state.config.quiet) return;
    state.log(`${req.method} ${req.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
  });
}
