/** Medians, the printed tables (federated | monolith | tax) and the JSON written to bench-results/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sample } from './measure-page';

export type Build = 'federated' | 'monolith';
/** A page's sample plus the figures only some scenarios have. */
export type BenchSample = Sample & { marginalBytes?: number; usableMs?: number };
export type Figures = Omit<BenchSample, 'uncompressed' | 'chain' | 'detail'>;
export type Samples = Record<string, Record<Build, BenchSample[]>>;

const FIGURES: ReadonlyArray<[keyof Figures, string, (n: number) => string]> = [
  ['jsBytes', 'JS transferred', (n) => `${(n / 1024).toFixed(1)} KB`],
  ['totalBytes', 'total transferred', (n) => `${(n / 1024).toFixed(1)} KB`],
  ['requests', 'requests', (n) => String(Math.round(n))],
  ['roundTrips', 'sequential round trips', (n) => String(Math.round(n))],
  ['screenMs', 'screen in DOM', (n) => `${Math.round(n)} ms`],
  ['fcpMs', 'FCP', (n) => `${Math.round(n)} ms`],
  ['lcpMs', 'LCP', (n) => `${Math.round(n)} ms`],
  ['longTasks', 'long tasks', (n) => String(Math.round(n))],
  ['longTaskMs', 'long tasks, total', (n) => `${Math.round(n)} ms`],
  ['usableMs', 'submit sends the request', (n) => `${Math.round(n)} ms`],
  ['marginalBytes', "beyond the remote's own code", (n) => `${(n / 1024).toFixed(1)} KB`],
];

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function medians(samples: BenchSample[]): Figures {
  const out: Record<string, number> = {};
  for (const [key] of FIGURES) {
    const vals = samples.map((s) => s[key]).filter((v): v is number => typeof v === 'number');
    if (vals.length) out[key] = median(vals);
  }
  return out as unknown as Figures;
}

const ratio = (a: number | undefined, b: number | undefined) => (a && b ? `${(a / b).toFixed(2)}×` : '—');

export function printTables(result: Record<string, Record<Build, Figures>>, runs: number): void {
  for (const [scenario, builds] of Object.entries(result)) {
    console.log(`\n${scenario}  (median of ${runs})`);
    console.log(`  ${'figure'.padEnd(30)}${'federated'.padStart(12)}${'monolith'.padStart(12)}${'tax'.padStart(8)}`);
    for (const [key, label, fmt] of FIGURES) {
      const f = builds.federated[key];
      const m = builds.monolith[key];
      if (f === undefined && m === undefined) continue;
      const show = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '—' : fmt(v));
      const tax =
        key === 'totalBytes' ||
        key === 'jsBytes' ||
        key === 'fcpMs' ||
        key === 'lcpMs' ||
        key === 'screenMs' ||
        key === 'usableMs'
          ? ratio(f, m)
          : '';
      console.log(`  ${label.padEnd(30)}${show(f).padStart(12)}${show(m).padStart(12)}${tax.padStart(8)}`);
    }
  }
}

/** The federation tax: federated / monolith, for bytes and for LCP (or time to screen for navigations). */
export function taxes(result: Record<string, Record<Build, Figures>>): Record<string, { bytes: number; time: number }> {
  const out: Record<string, { bytes: number; time: number }> = {};
  for (const [scenario, { federated: f, monolith: m }] of Object.entries(result)) {
    const time = f.lcpMs && m.lcpMs ? f.lcpMs / m.lcpMs : f.screenMs / m.screenMs;
    out[scenario] = { bytes: m.totalBytes ? f.totalBytes / m.totalBytes : NaN, time };
  }
  return out;
}

export function writeJson(dir: string, data: unknown): string {
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `bench-${stamp}.json`);
  const text = JSON.stringify(data, null, 2) + '\n';
  writeFileSync(file, text);
  writeFileSync(join(dir, 'latest.json'), text);
  return file;
}
