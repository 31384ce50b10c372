/**
 * The delivery controller as its own process (docs/production.md): run as many as wanted beside one
 * PostgreSQL (`DELIVERY_DATABASE_URL`). Every instance accepts reports and stores them (a report is
 * counted once, whichever instance got it); the one holding the decider lock decides.
 *
 *   CONTROLLER_PORT=4400 DELIVERY_DATABASE_URL=postgres://… PUBLIC_ORIGIN=https://broker.example \
 *     npx tsx scripts/delivery/controller-main.ts
 *
 * Answers `POST /__delivery/reports`, `GET /__delivery/status`, `GET /metrics` (Prometheus) and
 * `GET /healthz` (`deciding`: whether this instance holds the lock). Without a database it runs on the
 * embedded files of CDN_DIR and always decides (one instance only, then).
 */
import { createServer } from 'node:http';
import { settings } from '../lib/env';
import { listen } from '../servers/listen';
import { DeliveryController, ruleFromEnv } from './controller';
import { controllerEndpoint } from './controller-http';
import { alwaysDecider } from './decider';
import { PgDecider } from './decider-pg';
import { DeliveryMetrics } from './metrics';
import { openStateStore, storeConfig } from './stores/select';

const s = settings();
const port = Number(process.env.CONTROLLER_PORT ?? 4400);
const config = storeConfig();
const state = await openStateStore(config.state);
const decider = config.state.kind === 'postgres' ? new PgDecider(config.state.url) : alwaysDecider;
const metrics = new DeliveryMetrics({ processMetrics: true });
const controller = new DeliveryController({ state, rule: ruleFromEnv(), decider, metrics });
const endpoint = controllerEndpoint(controller, {
  shellOrigin: s.shellOrigin,
  trustProxy: process.env.DELIVERY_TRUST_PROXY === '1',
});
// the database may not be up yet (all services starting at once): try again rather than exit
for (let attempt = 1; ; attempt++) {
  try {
    await controller.start();
    break;
  } catch (err) {
    console.error(`[controller] cannot start yet (${attempt}): ${err instanceof Error ? err.message : String(err)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}
const server = createServer((req, res) => {
  const path = (req.url ?? '').split('?')[0];
  if (path === '/metrics') req.url = '/__delivery/metrics';
  if (path === '/healthz') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ status: 'ok', pid: process.pid, deciding: controller.deciding, state: state.where }));
    return;
  }
  if (!endpoint(req, res)) res.writeHead(404).end('not found');
});
await listen(server, port, 'controller');
console.log(`[controller] pid ${process.pid} on 127.0.0.1:${port}, state: ${state.where}`);
const stop = () => {
  server.closeAllConnections();
  server.close();
  void controller
    .stop()
    .then(() => state.close())
    .finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
