import { createRoot, type ErrorInfo } from 'react-dom/client';
import { createI18n, addNamespace } from '@broker/shared/i18n';
import { configureRuntimeSettings, syncAcrossTabs } from '@broker/shared/session';
import { configureApi } from '@broker/shared/api';
import { DEFAULT_LANG, isLang } from '@broker/shared/routes';
import '@broker/shared/ui/styles.css';
import './shell.css';
import { loadRuntimeConfig, runtimeConfig } from './config/runtime-config';
import { AppTree } from './app/app-tree';
import { hydrateInSlices } from './hydration/hydrate-in-slices';
import { yieldToMain } from './hydration/yield-to-main';
import { createRouter } from './app/router';
import { serverRenderedPage } from './config/boot-data';
import { report } from './remotes/delivery/reporter';
import { serverPageFits, startMode } from './hydration/start-mode';
import { forgetDismissalOnSessionChange } from './cabinet';
import { loadSessionEarly } from './session/load-session';
import { queryClient } from './app/providers';
import { assignedVersion, startRemoteLoading } from './remotes/loading/remote-loader';
import { loadRouteRemoteEarly } from './app/early-remote';
import { addReportSink, httpSink } from './remotes/delivery/reporter';
import { startDeliveryReports } from './remotes/delivery/delivery-reports';
import { measureWebVitals } from './remotes/delivery/web-vitals';
import uk from './locales/uk.json';
import en from './locales/en.json';

/**
 * A mismatch between the server's HTML and the first render: React renders that part again in the
 * browser (no flash: the content is the same, only the markup differed) and calls this; it is reported
 * against the remote version whose HTML the server used.
 */
function onHydrationError(error: unknown, info: ErrorInfo): void {
  const page = serverRenderedPage();
  report({
    kind: 'hydration',
    remote: page?.remote,
    version: page?.version,
    message: `${error instanceof Error ? error.message : String(error)}${info.componentStack ? ` at${info.componentStack.split('\n').slice(0, 3).join(' ')}` : ''}`,
  });
}

/**
 * Start-up in slices (docs/performance.md, "Start-up in slices"): evaluating this module's imports
 * is one task; reading the config, the registry, creating i18n and the router are each a few ms more
 * on a phone's CPU. Run together they made one task of 100+ ms right after the first paint, which
 * Lighthouse counts as blocking time; each `yieldToMain` ends the task, so the browser may paint and
 * handle a tap between the pieces. Nothing here waits for the network (the page carries the config
 * and the registry), so the slices add no time beyond a task switch each.
 */
async function start(): Promise<void> {
  await yieldToMain();
  const container = document.getElementById('root')!;
  // the server rendered this page (a public page, scripts/server-render/request/server-render.ts) for a visitor
  // without a session: hydrate it. Otherwise render from scratch, replacing whatever HTML came.
  const hydrate = startMode(container) === 'hydrate';
  let root: ReturnType<typeof createRoot> | null = hydrate ? null : createRoot(container);
  const first = location.pathname.split('/')[1];
  const i18n = createI18n({ lng: isLang(first) ? first : DEFAULT_LANG });
  // LangGuard keeps it in step on /{lang} routes; pages outside them (not-found, route errors) need one too
  document.documentElement.lang = i18n.language;
  addNamespace('shell', { uk, en });
  try {
    await yieldToMain();
    const cfg = await loadRuntimeConfig();
    configureApi({ authBase: cfg.authBase, apiBase: cfg.apiBase });
    configureRuntimeSettings({ accountsStep: cfg.accountsStep });
    // a stored session: its requests go now, while the rest of start-up runs (load-session.ts)
    loadSessionEarly(queryClient);
    if (cfg.reporterUrl) addReportSink(httpSink(cfg.reporterUrl));
    startDeliveryReports(cfg.deliveryUrl);
    await yieldToMain();
    // a registry that cannot be read leaves remotes to retry it on first visit; the shell still starts
    await startRemoteLoading(cfg);
    // a browser in a canary's share or with an override runs another version than the server's HTML
    if (!root && !serverPageFits(container, assignedVersion)) root = createRoot(container);
    await yieldToMain();
    loadRouteRemoteEarly(location.pathname);
  } catch (err) {
    console.error('[shell] start-up failed', err);
    root ??= createRoot(container);
    root.render(
      <p role="alert" className="ui-center">
        {i18n.t('shell:startup.failed')}
      </p>,
    );
    return;
  }
  syncAcrossTabs();
  forgetDismissalOnSessionChange();
  // the browser-test build only (TEST_HOOKS=1): a shipped build has `false` here, so this branch and the
  // debug-handle chunk are not in it at all (e2e/platform/shipped-build.spec.ts)
  if (__TEST_HOOKS__) (await import('./app/debug-handle')).installDebugHandle(i18n);
  await yieldToMain();
  const app = <AppTree i18n={i18n} router={createRouter()} />;
  await yieldToMain();
  if (root) {
    root.render(app);
  } else {
    hydrateInSlices(container, app, { onRecoverableError: onHydrationError });
  }
  // web vitals observe with `buffered`: registered after the first render they still see LCP and CLS
  if (runtimeConfig().deliveryUrl) {
    await yieldToMain();
    measureWebVitals();
  }
}

void start();
