/**
 * The topology test (issue 30 item 7; `npm test` runs it after the build and the e2e step): on loopback,
 * a throwaway PostgreSQL, s3rver, nginx with deploy/nginx/nginx.conf.template, 2 shell servers and 2
 * controllers as their own processes. Every release goes through the deploy CLI ops run — `pnpm remote
 * deploy` / `--canary` / `rollback` / `promote` with `DELIVERY_FILES=s3://…`, `DELIVERY_DATABASE_URL=…`
 * and the AWS SDK's standard settings — from the builds `npm test` made, plus two test releases of
 * mfe-signing (a labelled one and one that throws while rendering: topology-kit.ts `testRelease`).
 *
 *   npx tsx scripts/topology/topology-test.ts     (TOPOLOGY_PORT: first of 5 ports, default 4500)
 *
 * Prints one line per check and `N passed, N failed`; exits 1 when a check failed.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import type { Registry } from '@broker/shared/contracts';
import { ROOT } from '../lib/env';
import { startPostgres, startS3 } from '../lib/test-services';
import { PgStateStore } from '../delivery/stores/pg-state';
import { clientIds, visit } from './canary-visits';
import { writeNginxConfig } from './nginx-config';
import { assert, check, children, remoteCli, results, sleep, startNode, testRelease, until } from './topology-kit';
import { restartUnderLoad } from './database-restart';

const BASE = Number(process.env.TOPOLOGY_PORT ?? 4500);
const EDGE = `http://127.0.0.1:${BASE}`;
const SHELLS = [BASE + 1, BASE + 2];
const CONTROLLERS = [BASE + 3, BASE + 4];
const REMOTE = 'mfe-signing';

const run = mkdtempSync(join(tmpdir(), 'topology-'));
// run as root, nginx's workers are `nobody`: they must reach the temp and cache folders under it
chmodSync(run, 0o755);

const registryOf = async (origin: string) => (await (await fetch(`${origin}/registry.json`)).json()) as Registry;
const liveOf = async (origin: string) => (await registryOf(origin)).remotes[REMOTE]?.live;
const shellOrigin = (p: number) => `http://127.0.0.1:${p}`;
interface ControllerHealth {
  deciding: boolean;
  pid: number;
}
/** each controller's /healthz; a dead one's is missing */
const controllerHealth = async () =>
  (
    await Promise.all(
      CONTROLLERS.map((p) =>
        fetch(`${shellOrigin(p)}/healthz`).then(
          async (r) => (await r.json()) as ControllerHealth,
          () => null,
        ),
      ),
    )
  ).filter((h): h is ControllerHealth => h !== null);

async function main(): Promise<void> {
  assert(existsSync(join(ROOT, 'shell/dist/contract.json')), 'no shell build in shell/dist (run the build first)');
  assert(existsSync(join(ROOT, REMOTE, 'dist/build-info.json')), `no build of ${REMOTE} (run the build first)`);
  // the two test releases, reused or built in other processes while the services start
  const labelled = testRelease(REMOTE, 'label');
  const faulty = testRelease(REMOTE, 'render');
  labelled.catch(() => undefined);
  faulty.catch(() => undefined);
  const [pgCluster, s3] = await Promise.all([startPostgres(), startS3({ bucket: 'remotes' })]);
  const db = await pgCluster.createDatabase('topology');
  // what a CI runner sets: the stores' two names and the AWS SDK's standard settings; CDN_DIR an empty
  // folder, so nothing can come from a local CDN
  const cli = {
    DELIVERY_FILES: 's3://remotes/v1',
    DELIVERY_DATABASE_URL: db,
    ...s3.env,
    CDN_DIR: join(run, 'no-local-cdn'),
    SHELL_URL: EDGE,
  };
  const env = {
    ...cli,
    PUBLIC_ORIGIN: EDGE,
    REMOTES_ORIGIN: EDGE,
    DELIVERY_MIN_VISITS: '6',
    DELIVERY_TRUST_PROXY: '1',
    SERVER_RENDER_BUDGET_MS: '2000',
  };
  // the test reads the registry (and hears its NOTIFY) itself; every change is the CLI's
  const state = new PgStateStore(db);
  const notified: Array<{ revision: string; at: number }> = [];
  const unsubscribe = await state.subscribe((revision) => notified.push({ revision, at: performance.now() }));
  const entry = async () => (await state.readRegistry()).registry.remotes[REMOTE]!;
  try {
    const t = performance.now();
    // a first release: every remote's build and the shell that goes live with them (as `npm start` does)
    await remoteCli(['deploy', '--all', '--no-build', '--shell-build', 'shell/dist'], cli);
    const first = (await entry()).live;
    console.log(
      `first release: 5 remotes to s3rver + PostgreSQL by pnpm remote in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    SHELLS.forEach((port, i) =>
      startNode(run, `shell-${i}`, 'scripts/servers/shell-main.ts', { ...env, SHELL_PORT: String(port) }),
    );
    CONTROLLERS.forEach((port, i) =>
      startNode(run, `controller-${i}`, 'scripts/delivery/controller-main.ts', {
        ...env,
        CONTROLLER_PORT: String(port),
      }),
    );
    const conf = writeNginxConfig({
      listen: `127.0.0.1:${BASE}`,
      publicOrigin: EDGE,
      shellServers: SHELLS.map((p) => `127.0.0.1:${p}`),
      controllers: CONTROLLERS.map((p) => `127.0.0.1:${p}`),
      s3Endpoint: `127.0.0.1:${s3.port}`,
      s3Path: '/remotes/v1',
      runDir: join(run, 'nginx'),
    });
    const nginx = spawn('nginx', ['-c', conf, '-p', join(run, 'nginx'), '-e', join(run, 'nginx', 'error.log')], {
      stdio: ['ignore', openSync(join(run, 'nginx.log'), 'w'), openSync(join(run, 'nginx.log'), 'a')],
    });
    children.add(nginx);
    for (const p of [...SHELLS, ...CONTROLLERS])
      await until(`:${p} up`, async () => (await fetch(`${shellOrigin(p)}/healthz`)).ok, 60_000);
    await until('nginx up', async () => (await fetch(`${EDGE}/registry.json`)).ok, 20_000);

    /** Runs the CLI; then how long after its commit's NOTIFY both shell servers served `live`. */
    const flip = async (args: string[], live: (v: string | undefined) => boolean) => {
      const seen = SHELLS.map(() => 0);
      let watching = true;
      const watch = Promise.all(
        SHELLS.map(async (p, i) => {
          while (watching && !seen[i]) {
            if (live(await liveOf(shellOrigin(p)).catch(() => undefined))) seen[i] = performance.now();
            else await sleep(5);
          }
        }),
      );
      const before = notified.length;
      try {
        const out = await remoteCli(args, cli);
        await until('both shell servers flipped', async () => seen.every(Boolean), 5000);
        const commit = notified.slice(before).at(-1)?.at;
        assert(commit, 'no NOTIFY heard for the change');
        return { out, ms: Math.max(...seen) - commit };
      } finally {
        watching = false;
        await watch;
      }
    };

    let b = '';
    await check('pnpm remote deploy (object store + PostgreSQL) → live on both shell servers', async () => {
      const out = await labelled;
      const r = await flip(['deploy', REMOTE, '--no-build', '--out', out], (v) => v !== undefined && v !== first);
      b = (await entry()).live;
      assert(b !== first, `still ${first} live: ${r.out}`);
      return `(${r.out.split('\n').at(-1)}; both shell servers ${r.ms.toFixed(0)} ms after the commit)`;
    });

    await check(
      'the remotes come from the object store through the edge: br variant, Vary, immutable, cached',
      async () => {
        const manifest = `${EDGE}/${REMOTE}/${b}/mf-manifest.json`;
        const first = await fetch(manifest, { headers: { 'accept-encoding': 'br' } });
        const second = await fetch(manifest, { headers: { 'accept-encoding': 'br' } });
        assert(first.ok, `manifest ${first.status}`);
        await first.arrayBuffer();
        await second.arrayBuffer();
        const encoding = first.headers.get('content-encoding');
        assert(encoding === 'br', `content-encoding ${encoding}`);
        assert(/Accept-Encoding/.test(first.headers.get('vary') ?? ''), 'no Vary: Accept-Encoding');
        assert(/immutable/.test(first.headers.get('cache-control') ?? ''), 'not immutable');
        assert(second.headers.get('x-cache') === 'HIT', `second read ${second.headers.get('x-cache')}`);
      },
    );

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      await check('real Chromium through nginx: the login page is server-rendered and its remote loads', async () => {
        const page = await browser.newPage();
        const res = await page.goto(`${EDGE}/uk/login`);
        assert(res?.ok(), `page ${res?.status()}`);
        await page.waitForSelector('[data-testid="screen-login"]', { timeout: 20_000 });
        await page.close();
      });

      await check(
        'a render-faulty build as a canary (pnpm remote deploy --canary 50): Chromium visits report it, the controller aborts it by itself; the decider killed mid-canary, the other finishes',
        async () => {
          const out = await faulty;
          await remoteCli(['deploy', REMOTE, '--no-build', '--out', out, '--canary', '50'], cli);
          const canary = (await entry()).canary?.version;
          assert(canary && canary !== b, `no canary started: ${JSON.stringify((await entry()).canary)}`);
          for (const p of SHELLS)
            await until(`shell ${p} serves the canary`, async () => {
              return (await registryOf(shellOrigin(p))).remotes[REMOTE]?.canary?.version === canary;
            });
          const stableIds = clientIds(REMOTE, false, 6, 50);
          const canaryIds = clientIds(REMOTE, true, 7, 50);
          const visits = async (ids: string[], failing: boolean) =>
            (await Promise.all(ids.map((id) => visit(browser, EDGE, REMOTE, id, failing)))).flat();
          // stable's failure rate first (the rule compares with it), then half the canary's minimum
          const given = [...(await visits(stableIds.slice(0, 3), false)), ...(await visits(stableIds.slice(3), false))];
          given.push(...(await visits(canaryIds.slice(0, 3), true)));
          const versions = given.filter((r) => r.kind === 'visit').map((r) => r.version);
          assert(versions.filter((v) => v === canary).length === 3, `visits given: ${versions.join(', ')}`);
          assert(
            given.filter((r) => r.kind === 'remote-render').every((r) => r.version === canary),
            'a failure not of the canary',
          );
          assert((await entry()).canary, 'ended before the minimum of visits');
          const deciding = await until('one controller decides', async () => {
            const d = (await controllerHealth()).filter((h) => h.deciding);
            return d.length === 1 ? d[0] : undefined;
          });
          process.kill(deciding.pid, 'SIGKILL');
          const killedAt = Date.now();
          await visits(canaryIds.slice(3, 6), true);
          const decision = await until(
            'the canary aborted',
            async () => {
              const e = await entry();
              return e.lastDecision?.action === 'abort' && !e.canary ? e.lastDecision : undefined;
            },
            15_000,
          );
          assert(decision.by === 'controller' && decision.version === canary, JSON.stringify(decision));
          assert(Date.parse(decision.at) >= killedAt, 'decided before the decider was killed');
          const e = await entry();
          assert(e.live === b, `live moved to ${e.live}`);
          assert(e.history.find((h) => h.version === canary)?.withdrawnAt, 'the canary is not withdrawn');
          const decisions = await state.readDecisions(REMOTE);
          assert(decisions.length === 1, `${decisions.length} decisions logged`);
          const survivor = (await controllerHealth()).find((h) => h.deciding);
          // and a canary browser is given stable now
          const after = await visit(browser, EDGE, REMOTE, canaryIds[6]!, false);
          assert(after.find((r) => r.kind === 'visit')?.version === b, `after the abort: ${JSON.stringify(after)}`);
          return `(${decision.reason}; decider pid ${deciding.pid} killed, pid ${survivor?.pid} decided)`;
        },
      );
    } finally {
      await browser.close();
    }

    await check('a forged report (another origin) is refused at the edge', async () => {
      const res = await fetch(`${EDGE}/__delivery/reports`, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'visit', remote: REMOTE, version: b, client: 'evil-0001', visit: 'evil-0001' }),
      });
      assert(res.status === 403, `answered ${res.status}`);
    });

    await check('kill -9 one shell server under load through nginx → 0 failed requests', async () => {
      const victim = [...children].find((ch) => ch.spawnargs.includes('scripts/servers/shell-main.ts'))!;
      const load = autocannon({
        url: `${EDGE}/uk/login`,
        connections: 10,
        duration: 4,
        headers: { 'accept-encoding': 'br' },
      });
      await sleep(1500);
      victim.kill('SIGKILL');
      const r = await load;
      assert(
        r.errors + r.timeouts === 0 && r.non2xx === 0,
        `errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}`,
      );
      return `(${r.requests.total} requests, ${r.requests.average.toFixed(0)} req/s)`;
    });

    await check('pnpm remote rollback → visible on both shell servers within 1 s', async () => {
      // the killed shell server and controller come back first (their supervisor restarts them)
      const down = async (p: number) =>
        !(await fetch(`${shellOrigin(p)}/healthz`).then(
          (r) => r.ok,
          () => false,
        ));
      for (const p of SHELLS)
        if (await down(p))
          startNode(run, `shell-again-${p}`, 'scripts/servers/shell-main.ts', { ...env, SHELL_PORT: String(p) });
      for (const p of CONTROLLERS)
        if (await down(p))
          startNode(run, `controller-again-${p}`, 'scripts/delivery/controller-main.ts', {
            ...env,
            CONTROLLER_PORT: String(p),
          });
      for (const p of [...SHELLS, ...CONTROLLERS]) await until(`:${p} up`, async () => !(await down(p)), 60_000);
      const r = await flip(['rollback', REMOTE], (v) => v === first);
      assert(r.ms <= 1000, `seen on both ${r.ms.toFixed(0)} ms after the commit`);
      return `(${r.out.split('\n').at(-1)}; both shell servers ${r.ms.toFixed(0)} ms after the commit)`;
    });

    await check(
      'the database restarted under load → pages keep coming, reports answered 204 are all counted, the controllers resume',
      async () => {
        // a canary to count for (pnpm remote promote … --canary); reports name stable only, so nothing is decided
        await remoteCli(['promote', REMOTE, b, '--canary', '50'], cli);
        const canary = (await entry()).canary!;
        const r = await restartUnderLoad({ edge: EDGE, remote: REMOTE, stable: first, pg: pgCluster });
        const counted = async () => (await state.readRuns())[REMOTE]?.stats[first]?.visits ?? 0;
        const n = await until('the counts readable again', async () => (await counted()) || undefined, 20_000);
        assert(r.pages.non2xx === 0 && r.pages.timeouts === 0, `pages: ${JSON.stringify(r.pages)}`);
        assert(r.reports.other === 0, `reports answered neither 204 nor 503: ${JSON.stringify(r.reports)}`);
        // every 204 is stored; a 503 may have been stored just before its connection broke (in flight)
        assert(
          n >= r.reports.stored && n <= r.reports.stored + r.reports.refused,
          `counted ${n}, ${JSON.stringify(r.reports)}`,
        );
        await until(
          'one controller decides again',
          async () => {
            return (await controllerHealth()).filter((h) => h.deciding).length === 1;
          },
          20_000,
        );
        assert((await entry()).canary?.startedAt === canary.startedAt, 'the canary did not survive the restart');
        await remoteCli(['canary', REMOTE, 'abort'], cli);
        return `(${r.pages.total} pages, all 200; reports ${r.reports.stored} answered 204 → ${n} counted, ${r.reports.refused} refused 503 while it was down)`;
      },
    );
  } finally {
    // nginx's master stops its workers on TERM (a KILL would leave them listening); the rest die at once
    for (const ch of children) ch.kill(ch.spawnfile === 'nginx' ? 'SIGTERM' : 'SIGKILL');
    await unsubscribe().catch(() => undefined);
    await state.close().catch(() => undefined);
    await Promise.allSettled([pgCluster.stop(), s3.stop()]);
    if (results.every((r) => r.ok)) rmSync(run, { recursive: true, force: true });
    else console.log(`logs kept in ${run}`);
  }
}

await main().catch((err: unknown) => {
  results.push({ name: 'set-up', ok: false, detail: String(err) });
  console.log(`  ✗ set-up: ${err instanceof Error ? err.stack : String(err)}`);
});
const passed = results.filter((r) => r.ok).length;
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
// for scripts/test.mjs (its summary), beside the usual closing line
writeFileSync(join(ROOT, '.tmp/topology.json'), JSON.stringify({ passed, failed: results.length - passed, results }));
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(results.length - passed ? 1 : 0);
