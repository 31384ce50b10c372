/**
 * How many visitors one shell server process serves a public page to (issue 30: ≥ 2,000 req/s with
 * p99 ≤ 30 ms): autocannon, 20 connections, 10 s, against a shell server in its own process (so the
 * load generator does not share its event loop), beside a static file of the same server for scale.
 *
 *   npx tsx scripts/bench/page-load.ts [--seconds 10] [--connections 20]
 *   (the build `npm start` serves: shell/dist and .cdn, or SHELL_DIST / CDN_DIR; ports BENCH_SHELL_PORT,
 *   BENCH_CDN_PORT) — also `npm run bench -- --only page-load`
 */
import { spawn } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ROOT, settings, type Settings } from '../lib/env';
import { startCdnServer } from '../servers/cdn-server';

export interface LoadFigures {
  label: string;
  requestsPerSec: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
  /** the server process's own CPU time per request (µs; Linux /proc): what a request costs whatever the load */
  cpuUsPerRequest: number | null;
}

/** A process's CPU time so far (ms), from /proc/<pid>/stat (utime + stime, 100 ticks a second); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function waitFor(url: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`page-load: ${url} did not come up`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function load(
  label: string,
  url: string,
  headers: Record<string, string>,
  o: { seconds: number; connections: number },
  serverPid?: number,
): Promise<LoadFigures> {
  const before = cpuMs(serverPid);
  const r = await autocannon({ url, headers, connections: o.connections, duration: o.seconds });
  const after = cpuMs(serverPid);
  return {
    cpuUsPerRequest:
      before === null || after === null || !r.requests.total ? null : ((after - before) * 1000) / r.requests.total,
    label,
    requestsPerSec: r.requests.average,
    p99Ms: r.latency.p99,
    p50Ms: r.latency.p50,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * A shell server process on `s`; its CDN started in this process unless one runs already (`cdnRunning`:
 * the bench's). The CDN is read once per version, then the server answers from memory.
 */
export async function measurePageLoad(
  s: Settings,
  o = { seconds: 10, connections: 20, cdnRunning: false },
): Promise<PageLoadResult> {
  const cdn = o.cdnRunning ? null : await startCdnServer(s);
  const log = openSync(join(ROOT, `.tmp/page-load-shell-${s.shellPort}.log`), 'w');
  const shell = spawn(process.execPath, ['--import', 'tsx', 'scripts/servers/shell-main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SHELL_PORT: String(s.shellPort),
      CDN_PORT: String(s.cdnPort),
      CDN_DIR: s.cdnDir,
      SHELL_DIST: s.shellDist,
    },
    stdio: ['ignore', log, log],
  });
  const origin = `http://127.0.0.1:${s.shellPort}`;
  try {
    await waitFor(`${origin}/healthz`);
    const page = `${origin}/uk/login`;
    // warm: the live version's server part fetched and verified, the page made and compressed once
    for (const enc of ['br', 'gzip', 'identity']) await fetch(page, { headers: { 'accept-encoding': enc } });
    // and its code compiled by the JIT on the path measured (the first seconds cost twice the CPU per request)
    await autocannon({ url: page, headers: { 'accept-encoding': 'br' }, connections: o.connections, duration: 2 });
    const js = readdirSync(join(s.shellDist, 'static/js')).find((f) => f.endsWith('.js'));
    const pid = shell.pid;
    const figures = [
      await load('/uk/login (br)', page, { 'accept-encoding': 'br' }, o, pid),
      await load('/uk/login (uncompressed)', page, {}, o, pid),
      ...(js
        ? [await load(`static file (${js}, br)`, `${origin}/static/js/${js}`, { 'accept-encoding': 'br' }, o, pid)]
        : []),
    ];
    // the server's own count: how many pages it stitched and compressed during all that
    const pages = ((await (await fetch(`${origin}/healthz`)).json()) as { pages: object }).pages;
    return { figures, loadAverage: loadavg(), pages };
  } finally {
    shell.kill('SIGTERM');
    cdn?.closeAllConnections();
    await new Promise((r) => (cdn ? cdn.close(r) : r(undefined)));
  }
}

export interface PageLoadResult {
  figures: LoadFigures[];
  loadAverage: number[];
  /** the server's page cache counters after the runs (its /healthz) */
  pages: object;
}

export function printPageLoad(r: PageLoadResult, o = { seconds: 10, connections: 20 }) {
  console.log(`\npublic page from one shell server process (autocannon, ${o.connections} connections, ${o.seconds} s)`);
  for (const f of r.figures)
    console.log(
      `  ${f.label.padEnd(44)} ${f.requestsPerSec.toFixed(0).padStart(6)} req/s   p50 ${f.p50Ms} ms   p99 ${f.p99Ms} ms   errors ${f.errors}   non-2xx ${f.non2xx}   server CPU ${f.cpuUsPerRequest === null ? '?' : f.cpuUsPerRequest.toFixed(0)} µs/request`,
    );
  console.log(`  the server's page cache: ${JSON.stringify(r.pages)}`);
  console.log(`  load average after: ${r.loadAverage.map((n) => n.toFixed(2)).join(' ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { seconds: { type: 'string' }, connections: { type: 'string' } } });
  const o = { seconds: Number(values.seconds ?? 10), connections: Number(values.connections ?? 20), cdnRunning: false };
  const env = process.env;
  const s = settings({ ...env, SHELL_PORT: env.BENCH_SHELL_PORT ?? '5220', CDN_PORT: env.BENCH_CDN_PORT ?? '5221' });
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  printPageLoad(await measurePageLoad(s, o), o);
  process.exit(0);
}
