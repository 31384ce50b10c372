import { defineConfig } from '@playwright/test';
import { e2eSettings } from './support/env';

const s = e2eSettings();

/**
 * Real Chromium (Debian's, Playwright cannot download its own here) against the production builds
 * served by the global setup on their own ports, so a running `npm start` does not collide.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // one worker: flows share the sandbox's state and the CDN registry (deploy/rollback tests flip it)
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '../.tmp/e2e-results.json' }]],
  globalSetup: './support/global-setup.ts',
  outputDir: '../.tmp/e2e-output',
  use: {
    baseURL: s.shellOrigin,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
