import type { i18n as I18n } from 'i18next';
import { authStore } from '@broker/shared/session';
import { bus } from '@broker/shared/events';
import { loadRemoteModule } from '../remotes/remote-loader';
import { diagnosticsStore } from '../remotes/diagnostics-store';
import { queryClient } from './providers';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { fetchUserInfo, freshTokens, login, refreshSession } from '@broker/shared/session';
import { sessionStore } from '../session';

/**
 * A read-mostly handle for ops in the console and for the browser tests that prove the singletons
 * (the shell's store/bus vs. what each remote module imported). It exposes nothing a user could not
 * already reach in devtools.
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
