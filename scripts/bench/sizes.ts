/**
 * Prints bundle sizes (min + gzip) of the production builds: the shell's initial HTML scripts, its
 * shared-singleton chunks, and per remote its entry, its exposed module and everything it could fetch.
 * Run after a build: `npx tsx scripts/bench/sizes.ts`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT } from '../lib/env';
import { remoteKeys } from '../lib/remotes.mjs';

/** The brotli size of a build's remote entry (its .br sibling, as served), or null when there is no such build. */
function entryBr(dist: string): number | null {
  const manifest = join(dist, 'mf-manifest.json');
  if (!existsSync(manifest)) return null;
  const entry = join(dist, (JSON.parse(readFileSync(manifest, 'utf8')) as Manifest).metaData.remoteEntry.name);
  return existsSync(`${entry}.br`) ? statSync(`${entry}.br`).size : brotliCompressSync(readFileSync(entry)).length;
}

/** What the build's build-info says about its entry's MF runtime. */
function runtimeOf(dist: string): string {
  const info = JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8')) as {
    mfParts?: string;
    mfRuntime?: string;
    mfVersion?: string;
  };
  return info.mfRuntime === 'own'
    ? `its own MF runtime ${info.mfVersion ?? ''}`
    : info.mfParts
      ? `MF runtime ${info.mfParts} from the shell`
      : 'dev build';
}

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  shared: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  exposes: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

const shellDist = join(ROOT, 'shell/dist');
if (!existsSync(join(shellDist, 'index.html'))) {
  console.error('no production build: run `pnpm build` first');
  process.exit(1);
}
const html = readFileSync(join(shellDist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/src="\/([^"]+\.js)"/g)].map((m) => join(shellDist, m[1]!));
const shellManifest = JSON.parse(readFileSync(join(shellDist, 'mf-manifest.json'), 'utf8')) as Manifest;
const sharedFiles = [...new Set(shellManifest.shared.flatMap((s) => s.assets.js.sync))].map((f) => join(shellDist, f));

console.log('shell');
console.log(`  initial <script> (runtime + bootstrap)  ${kb(initial.reduce((n, f) => n + gz(f), 0))}`);
console.log(`  shared singletons (react, router, …)    ${kb(sharedFiles.reduce((n, f) => n + gz(f), 0))}`);
console.log(`  all JS                                  ${kb(jsFiles(shellDist).reduce((n, f) => n + gz(f), 0))}`);
for (const key of remoteKeys()) {
  const dist = join(ROOT, key, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    console.log(`${key}: not built`);
    continue;
  }
  const m = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const expose = m.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]).map((f) => join(dist, f));
  console.log(key);
  console.log(`  remote entry      ${kb(gz(join(dist, m.metaData.remoteEntry.name)))}  (${runtimeOf(dist)})`);
  // upper bound: the manifest also lists chunks of shared fallbacks that the shell's singletons make unneeded
  console.log(
    `  exposed ./app     ${kb(expose.reduce((n, f) => n + gz(f), 0))}  (upper bound; a visit downloads only what the shell does not share)`,
  );
}

// MF upgrades without lockstep (docs/delivery.md): an entry carrying its own MF runtime, as deploy builds it for
// a shell on another @module-federation/* version, next to the lean entry (brotli, as served and as deploy prints it)
const ownRuntimeDir = join(ROOT, '.tmp/bench/own-runtime');
console.log('remote entries, brotli: lean (MF runtime from the shell) | with its own MF runtime | cost');
for (const key of remoteKeys()) {
  const lean = entryBr(join(ROOT, key, 'dist'));
  const own = entryBr(join(ownRuntimeDir, key));
  const cost = lean !== null && own !== null ? `+${kb(own - lean)}` : '—';
  console.log(
    `  ${key.padEnd(24)}${(lean === null ? '—' : kb(lean)).padStart(10)}${(own === null ? '— (npm run bench builds it)' : kb(own)).padStart(12)}${cost.padStart(12)}`,
  );
}

// The shared entries only remotes load (never the login page): what a remote pays the first time it needs
// one. The form kit (issue 17) is `form`; libraries it imports (downshift, react-dropzone…) are counted
// apart because they are MF-shared modules of their own.
const onboardingManifest = join(ROOT, 'mfe-onboarding/dist/mf-manifest.json');
if (existsSync(onboardingManifest)) {
  const m = JSON.parse(readFileSync(onboardingManifest, 'utf8')) as Manifest;
  const dist = join(ROOT, 'mfe-onboarding/dist');
  console.log('shared entries loaded by remotes only (as built into mfe-onboarding)');
  for (const name of [
    '@broker/shared/form',
    '@broker/shared/files',
    '@broker/shared/lists',
    'react-hook-form',
    'date-fns',
    'zod',
  ]) {
    const entry = m.shared.find((e) => e.name === name);
    if (entry)
      console.log(`  ${name.padEnd(38)}  ${kb(entry.assets.js.sync.reduce((n, f) => n + gz(join(dist, f)), 0))}`);
  }
}
