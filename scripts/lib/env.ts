import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const HOST = '127.0.0.1';

/** Every port and folder can be changed by an environment variable (defaults: product decision). */
export function settings(env: NodeJS.ProcessEnv = process.env) {
  const shellPort = Number(env.SHELL_PORT ?? 4000);
  const apiPort = Number(env.API_PORT ?? 4100);
  const cdnPort = Number(env.CDN_PORT ?? 4200);
  // behind an edge (nginx, a CDN) the browser sees one public origin, not each server's port
  const shellOrigin = env.PUBLIC_ORIGIN ?? `http://${HOST}:${shellPort}`;
  const apiOrigin = `http://${HOST}:${apiPort}`;
  const cdnOrigin = env.REMOTES_ORIGIN ?? `http://${HOST}:${cdnPort}`;
  return {
    shellPort,
    apiPort,
    cdnPort,
    shellOrigin,
    apiOrigin,
    cdnOrigin,
    cdnDir: resolve(ROOT, env.CDN_DIR ?? '.cdn'),
    shellDist: resolve(ROOT, env.SHELL_DIST ?? 'shell/dist'),
    /** extra origins a test may allow (e.g. a second CDN) */
    extraRemoteOrigins: (env.EXTRA_REMOTE_ORIGINS ?? '').split(',').filter(Boolean),
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS ?? 8000),
    /** how long a page waits for a remote's server HTML before it is served client-rendered (docs/server-render.md) */
    serverRenderBudgetMs: Number(env.SERVER_RENDER_BUDGET_MS ?? 150),
    accountsStep: env.ACCOUNTS_STEP === 'skipped' ? 'skipped' : 'shown',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@example.com',
  } as const;
}

export type Settings = ReturnType<typeof settings>;
