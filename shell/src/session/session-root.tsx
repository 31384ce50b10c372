import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authStore } from '@broker/shared/session';
import { useBusEvent } from '@broker/shared/events';
import { Spinner } from '@broker/shared/ui';
import { maintenanceStore } from './maintenance-store';
import { loadSession, reloadUserInfo } from './load-session';
import { applyRedirectRule, goToLogin, goToMaintenance, here, type Go } from './session-navigation';
import { useStore } from 'zustand';
import { sessionStore, setPhase, useSessionPhase } from './session-store';

/** Load settings and user info, then apply the redirect rule (onboarding §4). */
async function runSession(client: QueryClient, go: Go, trigger: 'start' | 'login'): Promise<void> {
  try {
    // the login page clears the stored session when it opens (onboarding §2): no start redirect there
    if (trigger === 'start' && here().route === 'login') return;
    if (!authStore.getState().tokens) {
      await applyRedirectRule(go, null);
      return;
    }
    setPhase(trigger === 'start' ? 'starting' : 'loading');
    const outcome = await loadSession(client);
    if (outcome.kind !== 'maintenance') await applyRedirectRule(go, outcome.kind === 'ok' ? outcome.user : null);
  } finally {
    setPhase('ready');
  }
}

/**
 * The root route: owns the session rules for the whole app. Start-up and `auth:login` → load and
 * redirect; `auth:logout` → login; `app:maintenance` → the maintenance page; pushed updates and
 * reconnects → fresh user info (unread counters in the menu). `pending` replaces the spinner while it
 * starts (the router gives the cabinet's frame: shell/src/cabinet/cabinet-frame.tsx).
 */
export function SessionRoot({ pending }: { pending?: ReactNode } = {}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const phase = useSessionPhase();
  const { t } = useTranslation();
  const started = useRef(false);
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const leavingKey = useStore(sessionStore, (s) => s.leavingKey);
  const go: Go = async (to, opts) => {
    // until the router has rendered the new URL, the old URL's screens must not mount: one of them
    // could navigate by itself (the cabinet's index route goes to profile) and cancel this navigation
    sessionStore.setState({ leavingKey: locationRef.current.key });
    await navigate(to, opts);
  };
  const leaving = leavingKey !== null && location.key === leavingKey;
  useEffect(() => {
    if (leavingKey !== null && location.key !== leavingKey) sessionStore.setState({ leavingKey: null });
  }, [leavingKey, location.key]);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice in development
    started.current = true;
    void runSession(client, go, 'start');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load
  }, []);

  useBusEvent('auth:login', () => void runSession(client, go, 'login'));
  useBusEvent('session:recheck', () => void runSession(client, go, 'login'));
  useBusEvent('auth:logout', () => {
    goToLogin(go);
    client.clear(); // the next user must not see this one's cached data
  });
  useBusEvent('app:maintenance', ({ texts, text, support, email }) => {
    maintenanceStore.setState({
      texts: texts ?? {
        TECH_WORKS_BACKEND_TEXT_UA: text,
        TECH_WORKS_BACKEND_TEXT_EN: text,
        TECH_WORKS_BACKEND_TEXT_SUPPORT_UA: support,
        TECH_WORKS_BACKEND_TEXT_SUPPORT_EN: support,
        TECH_WORKS_BACKEND_TEXT_SUPPORT_EMAIL: email,
      },
    });
    goToMaintenance(go);
  });
  useBusEvent('user:changed', () => void reloadUserInfo(client));
  useBusEvent('socket:update', ({ data }) => {
    if (data === 'docs' || data === 'messages') void reloadUserInfo(client);
  });
  useBusEvent('socket:reconnected', () => void reloadUserInfo(client));

  // only at start: a page being left (a sign-out from the cabinet) must not show the frame again
  if (phase === 'starting' && pending) return pending;
  if (phase === 'starting' || leaving) {
    return (
      <div className="ui-center" data-testid="session-loading">
        <Spinner label={t('app.loading')} />
      </div>
    );
  }
  return <Outlet />;
}
