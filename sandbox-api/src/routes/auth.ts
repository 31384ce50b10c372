import type { FastifyInstance } from 'fastify';
import {
  refreshRequestSchema,
  tokenRequestSchema,
  type RefreshResponse,
  type TokenResponse,
} from '@broker/shared/contracts';
import type { Ctx } from '../http/context';
import { codeError, parseWith, unauthorized } from '../http/http-error';

/** The scope every token of this product carries; clients send it back as `Src-App`. */
export const SCOPE = 'onboarding';

/** Auth base (onboarding §7): login and refresh with rotation. */
export function authRoutes(app: FastifyInstance, { state }: Ctx): void {
  app.post('/auth/token/', async (req): Promise<TokenResponse> => {
    const body = parseWith(tokenRequestSchema, req.body);
    const user = state.findUser(body.email);
    if (!user) throw codeError('UserNotFound', 'User with this email was not found.');
    if (user.password !== body.password) throw codeError('IncorrectPassword', 'Incorrect email or password.');
    if (!user.is_resident && state.blockNonresident) {
      throw codeError('NonResidentNotAllowed', 'Registration and login of non-residents are temporarily unavailable.');
    }
    const scope = body.app ?? SCOPE;
    return { ...state.tokens.issue(user.email, scope), scope: [scope] };
  });

  app.post('/auth/token/refresh/', async (req): Promise<RefreshResponse> => {
    state.stats.refreshCalls++;
    const body = parseWith(refreshRequestSchema, req.body);
    const pair = state.tokens.rotate(body.refresh);
    if (!pair) throw unauthorized('Token is invalid or expired');
    return pair;
  });
}
