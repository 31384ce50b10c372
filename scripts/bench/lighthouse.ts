/**
 * The real auditor beside the bench's own figures: Lighthouse 12.8.2 (pinned: the last release that
 * runs on Node 20) with its default mobile preset — simulated Slow 4G (150 ms RTT, 1.6 Mbit/s) and 4×
 * CPU, the model PageSpeed Insights uses — on Debian's Chromium. One child process per audit (the
 * CLI launches and closes its own Chromium), so a crashed audit costs one sample, not the bench.
 * The full reports go to bench-results/lighthouse/ (where the main-thread breakdowns are read from).
 * Each audit's trace is read once for the blocking time the page's own CPU work accounts for
 * (trace-blocking.ts), then deleted (tens of MB each).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/env';
import { median } from './report';
import { blockingAfterFirstPaint, type TraceEvent } from './trace-blocking';

const CLI = join(ROOT, 'node_modules/lighthouse/cli/index.js');
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's "time to interactive" (simulated) */
  ttiMs: number;
  /** TBT as Lighthouse counts it but from each task's CPU time instead of its wall time (trace-blocking.ts) */
  cpuTbtMs: number;
}

interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

/** The report, and the trace Lighthouse saved beside it (`--save-assets`), read from a folder of its own. */
function runCli(url: string): Promise<{ lhr: Lhr; trace: TraceEvent[] | null }> {
  const dir = mkdtempSync(join(tmpdir(), 'broker-lh-'));
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${join(dir, 'report.json')}`,
    '--save-assets',
    '--only-categories=performance',
    '--quiet',
    '--form-factor=mobile',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--max-wait-for-load=60000',
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 180_000,
      },
      (err, _stdout, stderr) => {
        try {
          if (err) return reject(new Error(`lighthouse ${url}: ${err.message}\n${stderr.slice(-2000)}`));
          let lhr: Lhr;
          try {
            lhr = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Lhr;
          } catch {
            return reject(new Error(`lighthouse ${url}: no JSON report\n${stderr.slice(-2000)}`));
          }
          resolve({ lhr, trace: readTrace(join(dir, 'report-0.trace.json')) });
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  });
}

function readTrace(file: string): TraceEvent[] | null {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } catch {
    return null;
  }
}

export function figuresOf(lhr: Lhr, trace: readonly TraceEvent[] | null = null): LighthouseFigures {
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const n = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    fcpMs: n('first-contentful-paint'),
    lcpMs: n('largest-contentful-paint'),
    tbtMs: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    ttiMs: n('interactive'),
    cpuTbtMs: (trace && blockingAfterFirstPaint(trace)?.cpuMs) ?? NaN,
  };
}

/** One audit of `url`; the report is kept as `<label>-<run>.json`. */
export async function audit(url: string, label: string, run: number): Promise<LighthouseFigures> {
  const { lhr, trace } = await runCli(url);
  const dir = join(ROOT, 'bench-results/lighthouse');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${label.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`), JSON.stringify(lhr));
  return figuresOf(lhr, trace);
}

/** Median of each figure on its own (Lighthouse's scores vary run to run; the median damps one bad run). */
export function lighthouseMedians(samples: LighthouseFigures[]): LighthouseFigures {
  const m = (k: keyof LighthouseFigures) => median(samples.map((s) => s[k]).filter((v) => !Number.isNaN(v)));
  return {
    score: m('score'),
    fcpMs: m('fcpMs'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    ttiMs: m('ttiMs'),
    cpuTbtMs: m('cpuTbtMs'),
  };
}

const LH_COLUMNS: ReadonlyArray<[keyof LighthouseFigures, string, (n: number) => string]> = [
  ['score', 'score', (n) => String(Math.round(n))],
  ['fcpMs', 'FCP', (n) => `${(n / 1000).toFixed(2)} s`],
  ['lcpMs', 'LCP', (n) => `${(n / 1000).toFixed(2)} s`],
  ['tbtMs', 'TBT', (n) => `${Math.round(n)} ms`],
  ['cls', 'CLS', (n) => n.toFixed(3)],
  ['ttiMs', 'TTI', (n) => `${(n / 1000).toFixed(2)} s`],
  ['cpuTbtMs', 'TBT(CPU)', (n) => `${Math.round(n)} ms`],
];

/** Table: one row per page × build. */
export function printLighthouse(result: Record<string, Record<string, LighthouseFigures>>, runs: number): void {
  console.log(`\nLighthouse 12.8.2, mobile preset (simulated Slow 4G, 4× CPU), median of ${runs}`);
  console.log(
    "  TBT(CPU): Lighthouse's TBT recomputed from each task's CPU time, not its wall time (trace-blocking.ts)",
  );
  console.log(`  ${'page'.padEnd(36)}${'build'.padEnd(11)}${LH_COLUMNS.map(([, h]) => h.padStart(9)).join('')}`);
  for (const [page, builds] of Object.entries(result)) {
    for (const [build, f] of Object.entries(builds)) {
      const cells = LH_COLUMNS.map(([k, , fmt]) => (Number.isNaN(f[k]) ? '—' : fmt(f[k])).padStart(9)).join('');
      console.log(`  ${page.padEnd(36)}${build.padEnd(11)}${cells}`);
    }
  }
}
