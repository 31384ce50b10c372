import type { i18n as I18n } from 'i18next';
import { authStore } from '@broker/shared/session';
import { bus } from '@broker/shared/events';
import { loadRemoteModule } from '../remotes/loading/remote-loader';
import { diagnosticsStore } from '../remotes/diagnostics/diagnostics-store';
import { queryClient } from './providers';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
// a TEST_HOOKS build only (loaded after the start-up): the singleton check compares this toast with the remotes'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { toast } from 'sonner';
import { fetchUserInfo, freshTokens, login, refreshSession } from '@broker/shared/session';
import { sessionStore } from '../session';

/**
 * `window.__broker`: a handle for the browser tests (singletons across remotes, concurrent session
 * calls). Only a build made with TEST_HOOKS=1 loads this module (bootstrap.tsx); what ships has none.
 */
export function installDebugHandle(i18n: I18n): void {
  Object.assign(window, {
    __broker: {
      authStore,
      bus,
      loadRemoteModule,
      diagnostics: diagnosticsStore,
      queryClient,
      i18n,
      libs: { useQueryClient, useNavigate, toast },
      // session: phase and websocket state; api: lets the browser tests drive concurrent calls
      session: sessionStore,
      api: { fetchUserInfo, freshTokens, refreshSession, login },
    },
  });
}
