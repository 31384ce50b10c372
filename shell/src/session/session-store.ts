import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { SocketStatus } from './message-socket';
import { hydratesServerPage } from '../hydration/server-page';

/**
 * - starting: the first load after a page load with a stored token (the app waits: the redirect rule
 *   needs the user info before any screen shows)
 * - loading: user info reloads after a login (the login screen keeps its own loader)
 * - ready: the rule has been applied
 */
export type SessionPhase = 'starting' | 'loading' | 'ready';

interface SessionState {
  phase: SessionPhase;
  /** key of the location the session is navigating away from (nothing renders for it meanwhile) */
  leavingKey: string | null;
  socket: { status: SocketStatus; opens: number; reconnects: number };
}

/**
 * 'starting' until the session root's first check ran: nothing may render on a session not yet known.
 * A server-rendered page hydrated without a session starts 'ready': that is what the server rendered,
 * and zustand hands React this initial state while hydrating.
 */
export const sessionStore = createStore<SessionState>()(() => ({
  phase: hydratesServerPage() ? 'ready' : 'starting',
  leavingKey: null,
  socket: { status: 'idle', opens: 0, reconnects: 0 },
}));

export function useSessionPhase(): SessionPhase {
  return useStore(sessionStore, (s) => s.phase);
}

export function setPhase(phase: SessionPhase): void {
  sessionStore.setState({ phase });
}
