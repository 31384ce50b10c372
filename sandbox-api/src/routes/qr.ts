import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QrData } from '@broker/shared/contracts';
import { cookie, optionalUser, type Ctx } from '../http/context';
import { PNG_1PX } from '../seed/binaries';

const SID = 'sandbox_sid';

/** QR sessions: the owner is the signed-in user, else a cookie, else one shared anonymous slot. */
export function qrOwner(ctx: Ctx, req: FastifyRequest, reply?: FastifyReply): string {
  const user = optionalUser(ctx, req);
  if (user) return user.email;
  const sid = cookie(req, SID);
  if (sid) return `anon:${sid}`;
  if (reply) {
    const fresh = randomUUID();
    void reply.header('set-cookie', `${SID}=${fresh}; Path=/; HttpOnly; SameSite=Lax`);
    return `anon:${fresh}`;
  }
  return 'anon:shared';
}

export function qrData(req: FastifyRequest, kind: 'sharing' | 'sign'): QrData {
  const mobile = /Android|iPhone|iPad/i.test(req.headers['user-agent'] ?? '');
  return {
    type: mobile ? 'link' : 'qr',
    img: PNG_1PX.toString('base64'),
    dynamic_deeplink: `https://diia.sandbox.test/${kind}/${randomUUID()}`,
  };
}

/**
 * The status of a session on its n-th poll: 1 initialized, 2 processing, then the outcome chosen
 * with POST /__sandbox/qr (default success).
 */
export function qrStatus(polls: number, outcome: string): string {
  return polls <= 1 ? 'initialized' : polls === 2 ? 'processing' : outcome;
}
