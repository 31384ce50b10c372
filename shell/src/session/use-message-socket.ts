import { useEffect } from 'react';
import { freshTokens, refreshSession } from '@broker/shared/session';
import { authStore } from '@broker/shared/session';
import { bus } from '@broker/shared/events';
import { SOCKET_CLOSE_UNAUTHORIZED, socketMessageSchema } from '@broker/shared/contracts';
import { runtimeConfig } from '../config/runtime-config';
import { MessageSocket } from './message-socket';
import { sessionStore } from './session-store';

/** `ws…/ws/messages/?token=<access>&scope=<scope>` (cabinet §7), with a token made fresh first. */
export async function socketUrl(wsUrl: string, rejectedToken: boolean): Promise<string | null> {
  const current = authStore.getState().tokens;
  const tokens = rejectedToken && current ? await refreshSession(current.access_token) : await freshTokens();
  if (!tokens) return null;
  const url = new URL(wsUrl);
  url.searchParams.set('token', tokens.access_token);
  url.searchParams.set('scope', tokens.scope);
  return url.toString();
}

/** A server message → `socket:update` on the bus; anything outside the contract is dropped loudly. */
export function publishSocketMessage(raw: unknown): void {
  let data: unknown;
  try {
    data = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    data = raw;
  }
  const parsed = socketMessageSchema.safeParse(data);
  if (!parsed.success) {
    console.error('[socket] message outside the contract', data);
    return;
  }
  bus.emit('socket:update', { data: parsed.data.data });
}

/**
 * The shell owns the one websocket: open while the cabinet layout is mounted and a session exists,
 * closed (1000) when the user leaves the cabinet or logs out, or the page is hidden (bfcache).
 */
export function useMessageSocket(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const setSocket = (patch: Partial<ReturnType<typeof sessionStore.getState>['socket']>) =>
      sessionStore.setState((s) => ({ socket: { ...s.socket, ...patch } }));
    const socket = new MessageSocket({
      url: ({ rejectedToken }) => socketUrl(runtimeConfig().wsUrl, rejectedToken),
      onMessage: publishSocketMessage,
      onReconnected: (attempt) => {
        setSocket({ reconnects: sessionStore.getState().socket.reconnects + 1 });
        bus.emit('socket:reconnected', { attempt });
      },
      onStatus: (status) =>
        setSocket(status === 'open' ? { status, opens: sessionStore.getState().socket.opens + 1 } : { status }),
      unauthorizedCodes: [SOCKET_CLOSE_UNAUTHORIZED],
    });
    socket.start();
    // back/forward cache: a page with an open websocket is not kept, so the socket closes as the page is
    // hidden and opens again when the page comes back from the cache; that open counts as a reconnect
    // (onReconnected), so the lists refetch what arrived meanwhile
    const onHide = () => socket.stop();
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) socket.start();
    };
    addEventListener('pagehide', onHide);
    addEventListener('pageshow', onShow);
    return () => {
      removeEventListener('pagehide', onHide);
      removeEventListener('pageshow', onShow);
      socket.stop();
    };
  }, [enabled]);
}
