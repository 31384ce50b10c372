import type { FastifyInstance } from 'fastify';
import type { UploadResponse } from '@broker/shared/contracts';
import { originOf, requireUser, type Ctx } from '../http/context';
import { receiveUpload } from '../http/upload';
import { apiUrl } from '../state/views';

/** POST profile/upload/ — multipart field `doc` (onboarding §7, cabinet §7). */
export function uploadRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post('/profile/upload/', async (req, reply): Promise<UploadResponse> => {
    const user = requireUser(ctx, req);
    const f = await receiveUpload(req, ctx.state, user, { checkSignature: true });
    void reply.code(201);
    return {
      id: f.id,
      name: f.name,
      uuid: f.uuid,
      src: apiUrl(ctx.state, originOf(req), `profile/doc/${f.uuid}/`),
      size: f.size,
      content_type: f.content_type,
    };
  });
}
