/** Ports and folders of the e2e servers (defaults differ from `npm start` so both can run at once). */
export function e2eSettings() {
  const shellPort = Number(process.env.E2E_SHELL_PORT ?? 4010);
  const apiPort = Number(process.env.E2E_API_PORT ?? 4110);
  const cdnPort = Number(process.env.E2E_CDN_PORT ?? 4210);
  return {
    shellPort,
    apiPort,
    cdnPort,
    shellOrigin: `http://127.0.0.1:${shellPort}`,
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    cdnOrigin: `http://127.0.0.1:${cdnPort}`,
    // per port, so a second e2e run on other ports does not wipe the first one's CDN
    cdnDir: `.tmp/e2e-cdn-${cdnPort}`,
  };
}

/** The environment the e2e servers and the deploy CLI run with (relative paths are from the repo root). */
export function e2eServerEnv(): NodeJS.ProcessEnv {
  const s = e2eSettings();
  return {
    ...process.env,
    SHELL_PORT: String(s.shellPort),
    API_PORT: String(s.apiPort),
    CDN_PORT: String(s.cdnPort),
    CDN_DIR: s.cdnDir,
    // short so the fault tests do not wait long for a slow remote; retries still run first
    REMOTE_TIMEOUT_MS: process.env.REMOTE_TIMEOUT_MS ?? '4000',
    // the server waits longer for a remote's server HTML than in production (150 ms): on a shared, loaded
    // CI machine the first read of a just-deployed version can take longer, and a spec expects that page
    // server-rendered; the budget itself is unit-tested (scripts/server-render/server-pages.test.tsx)
    SERVER_RENDER_BUDGET_MS: process.env.SERVER_RENDER_BUDGET_MS ?? '2000',
    // the canary test decides on a handful of browser contexts, not on 20 visits (docs/delivery.md)
    DELIVERY_MIN_VISITS: process.env.DELIVERY_MIN_VISITS ?? '6',
    // token lifetimes in seconds instead of minutes where a test needs them to expire
    SANDBOX_TTL_UNIT: process.env.SANDBOX_TTL_UNIT ?? 'minutes',
    APP_ENV: 'e2e',
  };
}
