/**
 * Sandbox API figures for ops and the hardening issue (#9):
 *   node --expose-gc --import tsx scripts/bench/sandbox.ts [--logins N] [--seconds S] [--connections C]
 * 1. Memory over N logins (default 10,000; each login refreshes once, as a session does): heap after a
 *    warm-up and after the logins, both after a full GC, and how many tokens the store holds.
 * 2. Requests per second over real HTTP (keep-alive, C connections, S seconds each): an authorised
 *    GET auth/userinfo/ and the login call. Runs in one process on a free port; nothing else is touched.
 */
import { request, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildSandbox } from '../../sandbox-api/src/server';
import { SEED_PASSWORD } from '../../sandbox-api/src/seed/users';

const { values } = parseArgs({
  options: {
    logins: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
  },
});
const LOGINS = Number(values.logins);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const { app, state } = await buildSandbox({ config: { quiet: true, ttlUnit: 'minutes' }, log: () => {} });
const emails = [...state.users.keys()];
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};
// counts through the store's own report when it has one (older stores: their private maps)
const tokenCount = () => {
  const t = state.tokens as unknown as {
    counts?: () => Record<string, number>;
    access?: Map<unknown, unknown>;
    refresh?: Map<unknown, unknown>;
  };
  return t.counts ? t.counts() : { access: t.access?.size ?? -1, refresh: t.refresh?.size ?? -1 };
};

async function loginAndRefresh(i: number): Promise<void> {
  const email = emails[i % emails.length]!;
  const r = await app.inject({ method: 'POST', url: '/sso/auth/token/', payload: { email, password: SEED_PASSWORD } });
  const { refresh } = r.json() as { refresh: string };
  await app.inject({ method: 'POST', url: '/sso/auth/token/refresh/', payload: { refresh } });
}

for (let i = 0; i < 1000; i++) await loginAndRefresh(i);
const before = heap();
const tokensBefore = tokenCount();
for (let i = 0; i < LOGINS; i++) await loginAndRefresh(i);
const after = heap();
console.log(`memory: ${LOGINS} logins (+1 refresh each) over ${emails.length} users`);
console.log(
  `  heap after 1,000 warm-up logins ${mb(before)}, after ${LOGINS} more ${mb(after)} (Δ ${mb(after - before)})`,
);
console.log(`  tokens held: ${JSON.stringify(tokensBefore)} → ${JSON.stringify(tokenCount())}`);

await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
const agent = new Agent({ keepAlive: true, maxSockets: Number(values.connections) });
const login = (
  await app.inject({
    method: 'POST',
    url: '/sso/auth/token/',
    payload: { email: 'cabinet@sandbox.test', password: SEED_PASSWORD },
  })
).json() as { access: string };

function call(method: string, path: string, headers: Record<string, string>, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function load(label: string, make: () => Promise<number>): Promise<void> {
  const until = Date.now() + Number(values.seconds) * 1000;
  let ok = 0;
  let bad = 0;
  const worker = async () => {
    while (Date.now() < until) {
      if ((await make()) < 400) ok++;
      else bad++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Number(values.connections) }, worker));
  const secs = (performance.now() - started) / 1000;
  console.log(
    `  ${label}: ${Math.round(ok / secs)} requests/s, ${bad} errors (${values.connections} connections, ${secs.toFixed(1)} s)`,
  );
}

console.log('throughput over HTTP:');
await load('GET /api/auth/userinfo/ (authorised)', () =>
  call('GET', '/api/auth/userinfo/', { authorization: `Bearer ${login.access}`, 'src-app': 'onboarding' }),
);
const body = JSON.stringify({ email: 'cabinet@sandbox.test', password: SEED_PASSWORD });
await load('POST /sso/auth/token/ (login)', () =>
  call('POST', '/sso/auth/token/', { 'content-type': 'application/json' }, body),
);
console.log(`  tokens held after the load: ${JSON.stringify(tokenCount())}`);
agent.destroy();
await app.close();
