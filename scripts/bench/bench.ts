/**
 * `npm run bench`: the federated product vs a monolith build of the same source, side by side, cold
 * cache, throttled Chromium (measure-page.ts). Prints a table per page and the federation tax, writes
 * the same as JSON to bench-results/. A benchmark, not a test: it always exits 0 once it has numbers.
 *
 *   npm run bench -- [--runs 5] [--lh-runs 3] [--no-build] [--only login,usable,register,profile,returning,navigation,pipe,lighthouse,page-load,delivery-topology]
 *                    [--own-runtime mfe-cabinet-messages,…]   (those remotes measured with an entry carrying its own MF runtime)
 *   ports: BENCH_SHELL_PORT 5220, BENCH_CDN_PORT 5221, BENCH_API_PORT 5222, BENCH_MONOLITH_PORT 5223,
 *          BENCH_PIPE_PORT 5224 (the shared-pipe proxy, pipe-proxy.ts),
 *          BENCH_LOAD_PORT 5225 (page-load: a shell server process of its own under autocannon, page-load.ts),
 *          BENCH_TOPOLOGY_PORT 5230-5232 (delivery-topology: a controller and 2 shell servers on PostgreSQL)
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { ROOT } from '../lib/env';
import { benchSettings, buildBoth, buildOwnRuntimeEntries, deployOwnRuntime, startBenchServers } from './bench-setup';
import { measureLoad, measureStep, openThrottled, THROTTLE } from './measure-page';
import { startPipe, type Pipe } from './pipe-proxy';
import { marginalBytes } from './marginal';
import { measurePageLoad, printPageLoad } from './page-load';
import { measureDeliveryTopology, printDeliveryTopology } from './delivery-topology';
import { measureLoginUsable } from './usable';
import { measureReturning } from './returning';
import { waitForQuietCpu } from './quiet-cpu';
import { audit, lighthouseMedians, printLighthouse, type LighthouseFigures } from './lighthouse';
import {
  medians,
  printTables,
  taxes,
  writeJson,
  type BenchSample,
  type Build,
  type Figures,
  type Samples,
} from './report';

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    'lh-runs': { type: 'string' },
    'no-build': { type: 'boolean' },
    only: { type: 'string' },
    'own-runtime': { type: 'string' },
  },
});
const runs = Number(values.runs ?? process.env.BENCH_RUNS ?? 5);
const lhRuns = Number(values['lh-runs'] ?? 3);
const only = values.only?.split(',');
const screen = (id: string) => `[data-testid="screen-${id}"]`;
const CLIENT = 'cabinet@sandbox.test';

async function signedIn(apiOrigin: string, shellOrigin: string): Promise<BrowserContextOptions> {
  const res = await fetch(`${apiOrigin}/sso/auth/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: CLIENT, password: 'Sandbox1!', lang: 'uk', app: 'onboarding' }),
  });
  if (!res.ok) throw new Error(`bench: cannot sign in ${CLIENT}: HTTP ${res.status}`);
  const t = (await res.json()) as { access: string; refresh: string; scope: string[] };
  const now = Date.now();
  const hour = 3_600_000;
  const entries = {
    access_token: t.access,
    refresh_token: t.refresh,
    access_ttl: String(hour),
    refresh_ttl: String(4 * hour),
    access_ttl_limit: String(now + hour),
    refresh_ttl_limit: String(now + 4 * hour),
    scope: t.scope[0] ?? '',
  };
  return {
    storageState: {
      cookies: [],
      origins: [
        { origin: shellOrigin, localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })) },
      ],
    },
  };
}

type Scenario = (browser: Browser, build: Build, origin: string) => Promise<Record<string, BenchSample>>;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const launch = (extraArgs: string[] = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });

/** The shared pipe and a browser sending everything through it, started by the first `pipe` run. */
let piped: { pipe: Pipe; browser: Browser } | null = null;
async function pipedBrowser(): Promise<Browser> {
  if (!piped) {
    const pipe = await startPipe(
      { downKbit: THROTTLE.downKbit, upKbit: THROTTLE.upKbit, rttMs: THROTTLE.latencyMs },
      Number(process.env.BENCH_PIPE_PORT ?? 5224),
    );
    piped = { pipe, browser: await launch(pipe.chromiumArgs) };
  }
  return piped.browser;
}
async function closePipe(): Promise<void> {
  if (!piped) return;
  await piped.browser.close();
  await piped.pipe.close();
  piped = null;
  console.log(
    `pipe: every connection through one link of ${THROTTLE.downKbit / 1000} Mbit/s down, ${THROTTLE.upKbit} kbit/s up, +${THROTTLE.latencyMs} ms per request and per new connection`,
  );
}

const { federated, monolith } = benchSettings();
const SCENARIOS: Record<string, Scenario> = {
  login: async (b, _build, o) => ({ '/uk/login': await measureLoad(b, `${o}/uk/login`, screen('login')) }),
  usable: async (b, _build, o) => ({
    '/uk/login: submit sends the request': await measureLoginUsable(b, `${o}/uk/login`, screen('login'), CLIENT),
  }),
  register: async (b, _build, o) => ({ '/uk/register': await measureLoad(b, `${o}/uk/register`, screen('register')) }),
  profile: async (b, _build, o) => ({
    '/uk/profile (signed in)': await measureLoad(
      b,
      `${o}/uk/profile`,
      screen('profile'),
      await signedIn(federated.apiOrigin, o),
    ),
  }),
  // the same pages again in a new tab of the same browser (warm HTTP cache): issue 29 item 5
  returning: async (b, _build, o) => ({
    '/uk/login (returning visitor)': await measureReturning(b, `${o}/uk/login`, screen('login')),
    '/uk/profile (signed in, returning)': await measureReturning(
      b,
      `${o}/uk/profile`,
      screen('profile'),
      await signedIn(federated.apiOrigin, o),
    ),
  }),
  navigation: async (b, build, o) => {
    const visit = await openThrottled(b, `${o}/uk/profile`, screen('profile'), await signedIn(federated.apiOrigin, o));
    try {
      const out: Record<string, BenchSample> = {};
      for (const [name, path, id] of [
        ['messages', '/uk/messages', 'messages'],
        ['documents', '/uk/documents/all', 'documents-all'],
      ] as const) {
        const s = await measureStep(visit, name, `nav a[href="${path}"]`, screen(id));
        out[`profile → ${name} (in-app)`] =
          build === 'federated' ? { ...s, marginalBytes: marginalBytes(s.detail, federated) } : s;
      }
      return out;
    } finally {
      await visit.close();
    }
  },
  // the same pages with every connection sharing one link (issue 29 item 3): what the auditor models
  pipe: async (_b, _build, o) => {
    const b = await pipedBrowser();
    const pipe = { pipe: true };
    return {
      'pipe: /uk/login': await measureLoad(b, `${o}/uk/login`, screen('login'), pipe),
      'pipe: /uk/login: submit sends the request': await measureLoginUsable(
        b,
        `${o}/uk/login`,
        screen('login'),
        CLIENT,
        pipe,
      ),
      'pipe: /uk/profile (signed in)': await measureLoad(b, `${o}/uk/profile`, screen('profile'), {
        ...(await signedIn(federated.apiOrigin, o)),
        ...pipe,
      }),
    };
  },
};

/** The pages the real auditor visits (issue 21): both builds, so the table shows what server rendering buys. */
const LIGHTHOUSE_PAGES = ['/uk/login', '/en/register', '/uk/password-change?uid=x&token=y'];

async function runLighthouse(
  origins: Record<Build, string>,
): Promise<Record<string, Record<Build, LighthouseFigures>>> {
  const samples: Record<string, Record<Build, LighthouseFigures[]>> = {};
  let notQuiet = 0;
  for (let run = 1; run <= lhRuns; run++) {
    for (const path of LIGHTHOUSE_PAGES) {
      for (const build of ['federated', 'monolith'] as const) {
        // each audit on quiet cores: the previous one's Chromium and trace must not stretch this one's tasks
        if (!(await waitForQuietCpu())) notQuiet++;
        try {
          (samples[path] ??= { federated: [], monolith: [] })[build].push(
            await audit(origins[build] + path, `${build}${path}`, run),
          );
        } catch (err) {
          console.error(`  ${build} ${path}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    }
    process.stdout.write(`lighthouse run ${run}/${lhRuns} done\n`);
  }
  if (notQuiet) console.log(`  ${notQuiet} audit(s) started without 0.5 s of quiet cores (15 s cap): a busy machine`);
  const out: Record<string, Record<Build, LighthouseFigures>> = {};
  for (const [path, s] of Object.entries(samples))
    out[path] = { federated: lighthouseMedians(s.federated), monolith: lighthouseMedians(s.monolith) };
  return out;
}

let stop = async () => {};
try {
  const built = values['no-build'] ? null : await buildBoth();
  if (built) console.log(`built: federated ${built.federatedS.toFixed(1)} s, monolith ${built.monolithS.toFixed(1)} s`);
  // every remote once more with its own MF runtime: the per-remote table (sizes.ts) shows what an MF upgrade
  // without lockstep costs each remote until the shell runs the same version
  if (built) console.log(`built: remotes with their own MF runtime ${(await buildOwnRuntimeEntries()).toFixed(1)} s`);
  if (values['own-runtime']) deployOwnRuntime(values['own-runtime'].split(','));
  stop = await startBenchServers();
  // a server that has run a while has read the live versions' server parts: the first measured visit
  // must not be the one that fills that cache (it would be client-rendered: the part is late)
  for (const o of [federated.shellOrigin, monolith.shellOrigin])
    for (const path of ['/uk/login', ...LIGHTHOUSE_PAGES]) await fetch(o + path).catch(() => undefined);
  const browser = await launch();
  const samples: Samples = {};
  const origins: Record<Build, string> = { federated: federated.shellOrigin, monolith: monolith.shellOrigin };
  let notQuiet = 0;
  for (let run = 1; run <= runs; run++) {
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      if (only && !only.includes(name)) continue;
      // alternate the builds inside each run, so a slow moment of the machine hits both alike
      for (const build of ['federated', 'monolith'] as const) {
        // on quiet cores, as each Lighthouse audit (quiet-cpu.ts): the previous visit's context is closing
        if (!(await waitForQuietCpu())) notQuiet++;
        const result = await scenario(browser, build, origins[build]);
        for (const [label, s] of Object.entries(result)) {
          (samples[label] ??= { federated: [], monolith: [] })[build].push(s);
          if (run === 1 && s.uncompressed.length)
            console.log(`  ${build} ${label}: ${s.uncompressed.length} scripts/stylesheets sent uncompressed`);
        }
      }
      process.stdout.write(`run ${run}/${runs} ${name} done\n`);
    }
  }
  if (notQuiet) console.log(`  ${notQuiet} visit(s) started without 0.5 s of quiet cores (15 s cap): a busy machine`);
  await browser.close();
  await closePipe();
  // one shell server process under load (autocannon): alone, after the browser's runs
  const pageLoadOptions = { seconds: 10, connections: 20, cdnRunning: true };
  const pageLoad =
    !only || only.includes('page-load')
      ? await measurePageLoad(
          { ...federated, shellPort: Number(process.env.BENCH_LOAD_PORT ?? 5225) },
          pageLoadOptions,
        ).catch((err: unknown) => (console.error(`  page-load: ${String(err)}`), null))
      : null;
  // PostgreSQL + s3rver: deploy to the object store, rollback, flip propagation, reports/s (docs/production.md)
  const deliveryTopology =
    !only || only.includes('delivery-topology')
      ? await measureDeliveryTopology().catch(
          (err: unknown) => (console.error(`  delivery-topology: ${String(err)}`), null),
        )
      : null;
  // after the browser's runs, alone on the machine: Lighthouse launches its own Chromium per audit
  const lighthouse = !only || only.includes('lighthouse') ? await runLighthouse(origins) : {};
  const result: Record<string, Record<Build, Figures>> = {};
  for (const [label, s] of Object.entries(samples))
    result[label] = { federated: medians(s.federated), monolith: medians(s.monolith) };
  console.log(
    `\nthrottle: ${THROTTLE.latencyMs} ms RTT, ${THROTTLE.downKbit / 1000} Mbit/s down, ${THROTTLE.upKbit} kbit/s up, ${THROTTLE.cpu}× CPU; cold cache; 390×844`,
  );
  printTables(result, runs);
  if (Object.keys(lighthouse).length) printLighthouse(lighthouse, lhRuns);
  if (pageLoad) printPageLoad(pageLoad, pageLoadOptions);
  if (deliveryTopology) printDeliveryTopology(deliveryTopology);
  const tax = taxes(result);
  console.log('\nfederation tax (federated / monolith)');
  for (const [label, t] of Object.entries(tax))
    console.log(`  ${label.padEnd(36)} bytes ${t.bytes.toFixed(2)}×   time ${t.time.toFixed(2)}×`);
  const trimmed = Object.fromEntries(
    Object.entries(samples).map(([k, v]) => [
      k,
      {
        federated: v.federated.map(({ detail: _d, ...s }) => s),
        monolith: v.monolith.map(({ detail: _d, ...s }) => s),
      },
    ]),
  );
  const lastDetail = Object.fromEntries(
    Object.entries(samples).map(([k, v]) => [
      k,
      { federated: v.federated.at(-1)?.detail, monolith: v.monolith.at(-1)?.detail },
    ]),
  );
  const file = writeJson(join(ROOT, 'bench-results'), {
    at: new Date().toISOString(),
    runs,
    throttle: THROTTLE,
    built,
    medians: result,
    tax,
    lighthouse,
    lighthouseRuns: lhRuns,
    pageLoad,
    deliveryTopology,
    samples: trimmed,
    lastRunRequests: lastDetail,
  });
  console.log(`\nJSON: ${file}`);
  // bundle sizes of the builds just measured, the form kit and the other remote-only entries included
  console.log('\nbundle sizes (min + gzip)');
  spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/bench/sizes.ts')], {
    stdio: 'inherit',
    cwd: ROOT,
  });
} catch (err) {
  console.error(`bench stopped: ${err instanceof Error ? err.stack : String(err)}`);
} finally {
  await stop();
}
// the sandbox's websocket timers and the browser's sockets must not keep a finished bench alive
process.exit(0);
