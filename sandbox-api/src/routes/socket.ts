import type { FastifyInstance } from 'fastify';
import { SOCKET_CLOSE_UNAUTHORIZED } from '@broker/shared/contracts';
import type { Ctx } from '../http/context';
import type { SocketLike } from '../state/state';

/**
 * Live updates: ws://…/api/ws/messages/?token=<access>&scope=<scope> (cabinet §7). A bad or
 * expired token or a wrong scope closes with 4001; server → client messages only.
 */
export function socketRoutes(app: FastifyInstance, { state }: Ctx): void {
  app.get<{ Querystring: { token?: string; scope?: string } }>('/ws/messages/', { websocket: true }, (socket, req) => {
    const rec = state.tokens.verifyAccess(req.query.token ?? '');
    if (!rec || req.query.scope !== rec.scope) {
      socket.close(SOCKET_CLOSE_UNAUTHORIZED, 'token not valid');
      return;
    }
    const ws = socket as unknown as SocketLike & { on(ev: 'close', cb: () => void): void };
    const set = state.sockets.get(rec.email) ?? new Set<SocketLike>();
    set.add(ws);
    state.sockets.set(rec.email, set);
    state.log(`[ws] open ${rec.email} (${set.size} open)`);
    ws.on('close', () => {
      set.delete(ws);
      state.log(`[ws] closed ${rec.email}`);
    });
  });
}
