// The ONE list of remotes on the build side: every workspace folder `mfe-*` with a package.json (the
// workspace glob in pnpm-workspace.yaml already makes each a package). The deploy CLI (`--all`, `list`),
// `pnpm dev` (ports), the lint zones (eslint.config.js), the bench monolith and the e2e specs read it;
// `pnpm remote new` adds a remote by adding its folder. Plain JS: eslint.config.js imports it too.
// (The browser never reads it: the shell knows remotes only from the runtime registry.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every remote of the workspace, ordered by dev port (the order `pnpm dev` and `deploy --all` use). */
export function workspaceRemotes(root = ROOT) {
  const remotes = readdirSync(root, { withFileTypes: true })
    .filter(
      (d) =>
        (d.isDirectory() || d.isSymbolicLink()) &&
        /^mfe-[a-z0-9-]+$/.test(d.name) &&
        existsSync(join(root, d.name, 'package.json')),
    )
    .map((d) => {
      const pkg = JSON.parse(readFileSync(join(root, d.name, 'package.json'), 'utf8'));
      const broker = pkg.broker ?? {};
      return {
        key: d.name,
        dir: join(root, d.name),
        devPort: broker.devPort ?? 0,
        area: broker.area ?? null,
      };
    });
  return remotes.sort((a, b) => a.devPort - b.devPort || a.key.localeCompare(b.key));
}

/** Just the registry keys. */
export function remoteKeys(root = ROOT) {
  return workspaceRemotes(root).map((r) => r.key);
}
