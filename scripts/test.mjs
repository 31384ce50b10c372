// `npm test`: install what is missing (pnpm, packages, Debian chromium and hunspell with its uk_UA and en_US dictionaries), then typecheck, lint, vitest,
// production builds and Playwright e2e. Ends with one line `N passed, N failed` that CI reads.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { typecheck } from './lib/typecheck.mjs';
import {
  ROOT,
  ensureChromium,
  ensureHunspell,
  ensureInstall,
  ensureNginx,
  ensurePnpm,
  run,
  tsx,
} from './lib/bootstrap.mjs';

const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const results = [];

function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  const { passed, failed } = fn();
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, passed, failed, secs });
  console.log(`━━ ${name}: ${passed} passed, ${failed} failed (${secs} s)`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const pnpm = ensurePnpm();
ensureInstall(pnpm);
const chromium = ensureChromium();
ensureHunspell(); // the spelling test of every translation (vitest step)
mkdirSync(join(ROOT, '.tmp'), { recursive: true });

step('typecheck', typecheck);
step('lint', () =>
  run(bin('eslint'), ['.', '--max-warnings=0']) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 },
);
// the formatter's check (prettier.config.js): a file not formatted fails here, `pnpm format` fixes it
step('format', () =>
  run(bin('prettier'), ['--check', '.', '--log-level=warn']) === 0
    ? { passed: 1, failed: 0 }
    : { passed: 0, failed: 1 },
);

step('unit (vitest)', () => {
  const out = join(ROOT, '.tmp/vitest.json');
  rmSync(out, { force: true });
  const code = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${out}`]);
  const r = readJson(out);
  if (!r) return { passed: 0, failed: 1 };
  return { passed: r.numPassedTests, failed: r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0) };
});

let built = false;
step('build (shell + publish remotes)', () => {
  // TEST_HOOKS=1: the e2e build carries the test hooks (probe export); `npm start` builds without them
  built = tsx(['scripts/build-all.ts'], { env: { TEST_HOOKS: '1' } }) === 0;
  return built ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
});

step('e2e (playwright, chromium)', () => {
  if (!built) return { passed: 0, failed: 1 };
  const out = join(ROOT, '.tmp/e2e-results.json');
  rmSync(out, { force: true });
  const code = run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { env: { CHROMIUM_PATH: chromium } });
  const r = existsSync(out) ? readJson(out) : null;
  if (!r?.stats) return { passed: 0, failed: 1 };
  const { expected = 0, unexpected = 0, flaky = 0 } = r.stats;
  return { passed: expected + flaky, failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0) };
});

// beyond one machine (docs/production.md): PostgreSQL, s3rver, nginx, 2 shell servers and 2 controllers on
// loopback; the build just made (and the e2e step's test releases of mfe-signing, when there) deployed by
// `pnpm remote` to the object store and PostgreSQL; PostgreSQL is installed by the test itself
step('topology (nginx, PostgreSQL, s3rver)', () => {
  if (!built) return { passed: 0, failed: 1 };
  ensureNginx();
  const out = join(ROOT, '.tmp/topology.json');
  rmSync(out, { force: true });
  const code = tsx(['scripts/topology/topology-test.ts'], {
    env: { CHROMIUM_PATH: chromium, TOPOLOGY_PNPM: JSON.stringify(pnpm) },
  });
  const r = readJson(out);
  if (!r) return { passed: 0, failed: 1 };
  return { passed: r.passed, failed: r.failed + (code !== 0 && r.failed === 0 ? 1 : 0) };
});

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(34)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.secs} s`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
