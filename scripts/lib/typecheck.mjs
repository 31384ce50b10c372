// The typecheck step of `npm test` (also runnable alone: `node scripts/lib/typecheck.mjs`).
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The projects the root tsconfig.json references, as written there (`shared`, `tsconfig.tools.json`…). */
export function projectsOf(rootTsconfig) {
  return rootTsconfig.references.map((r) => r.path.replace(/^\.\//, ''));
}

/**
 * Which projects `tsc --pretty false` output blames: an error line starts with the file's path from
 * the root, so a file under `<package>/` is that package's; any other file (scripts, root configs)
 * belongs to the project given by a tsconfig file name (the tools project). An error that names its
 * project (a file missing from a project's list) is that project's, wherever the file lives.
 */
export function failingProjects(output, projects) {
  const packages = projects.filter((p) => !p.endsWith('.json'));
  const tools = projects.find((p) => p.endsWith('.json'));
  const failing = new Set();
  for (const line of output.split('\n')) {
    const m = /^(.+?)\(\d+,\d+\): error TS\d+:/.exec(line.replace(/\\/g, '/'));
    if (!m) continue;
    const file = m[1];
    // "…is not listed within the file list of project '/abs/<package>/tsconfig.json'": that project's error
    const named = /project '([^']+)'/.exec(line.replace(/\\/g, '/'))?.[1];
    const byName = named && projects.find((p) => named.endsWith(p.endsWith('.json') ? `/${p}` : `/${p}/tsconfig.json`));
    const owner = byName || packages.find((p) => file.startsWith(`${p}/`)) || tools;
    if (owner) failing.add(owner);
  }
  return [...failing];
}

/**
 * Every package type-checks on its own, with its own tsconfig.json (the one editors use): `tsc --build`
 * walks the references of the root tsconfig.json (shared first; the others read its declarations, so
 * shared is checked once) and re-checks only what changed since the last run. One result per project.
 */
export function typecheck() {
  const ROOT = fileURLToPath(new URL('../..', import.meta.url));
  const projects = projectsOf(JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')));
  const res = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-b', 'tsconfig.json', '--pretty', 'false'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  process.stdout.write(res.stdout ?? '');
  process.stderr.write(res.stderr ?? '');
  const failing = failingProjects(res.stdout ?? '', projects);
  for (const p of failing) console.log(`typecheck failed: ${p}`);
  // a failure that names no file (a broken tsconfig, tsc itself) still fails the step
  const failed = failing.length || (res.status === 0 ? 0 : 1);
  return { passed: projects.length - failing.length, failed };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { passed, failed } = typecheck();
  console.log(`typecheck: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
