import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createI18n, addNamespace } from '@broker/shared/i18n';
import { configureRuntimeSettings, syncAcrossTabs } from '@broker/shared/session';
import { configureApi } from '@broker/shared/api';
import { DEFAULT_LANG, isLang } from '@broker/shared/routes';
import '@broker/shared/ui/styles.css';
import './shell.css';
import { loadRuntimeConfig } from './config/runtime-config';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { forgetDismissalOnSessionChange } from './cabinet';
import { startRemoteLoading } from './remotes/remote-loader';
import { loadRouteRemoteEarly } from './app/early-remote';
import { addReportSink, httpSink } from './remotes/reporter';
import uk from './locales/uk.json';
import en from './locales/en.json';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const first = location.pathname.split('/')[1];
  const i18n = createI18n({ lng: isLang(first) ? first : DEFAULT_LANG });
  // LangGuard keeps it in step on /{lang} routes; pages outside them (not-found, route errors) need one too
  document.documentElement.lang = i18n.language;
  addNamespace('shell', { uk, en });
  try {
    const cfg = await loadRuntimeConfig();
    configureApi({ authBase: cfg.authBase, apiBase: cfg.apiBase });
    configureRuntimeSettings({ accountsStep: cfg.accountsStep });
    if (cfg.reporterUrl) addReportSink(httpSink(cfg.reporterUrl));
    // a registry that cannot be read leaves remotes to retry it on first visit; the shell still starts
    await startRemoteLoading(cfg);
    loadRouteRemoteEarly(location.pathname);
  } catch (err) {
    console.error('[shell] start-up failed', err);
    root.render(<p role="alert" className="ui-center">{i18n.t('shell:startup.failed')}</p>);
    return;
  }
  syncAcrossTabs();
  forgetDismissalOnSessionChange();
  // the browser-test build only (TEST_HOOKS=1): a shipped build has `false` here, so this branch and the
  // debug-handle chunk are not in it at all (e2e/platform/shipped-build.spec.ts)
  if (__TEST_HOOKS__) (await import('./app/debug-handle')).installDebugHandle(i18n);
  root.render(
    <StrictMode>
      <Providers i18n={i18n}>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void start();
