import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../http/context';
import { authRoutes } from './auth';
import { registerRoutes as registrationRoutes } from './register';
import { passwordRoutes } from './password';
import { accountRoutes } from './account';
import { profileRoutes } from './profile';
import { uploadRoutes } from './upload';
import { stepRoutes } from './steps';
import { sharingRoutes } from './sharing';
import { signingRoutes } from './signing';
import { cabinetAccountRoutes } from './cabinet-accounts';
import { documentRoutes } from './documents';
import { fundsRoutes } from './funds';
import { messageRoutes } from './messages';
import { socketRoutes } from './socket';
import { controlRoutes } from './control';
import { consoleRoutes } from './console';

type RouteModule = (app: FastifyInstance, ctx: Ctx) => void | Promise<void>;

/** Auth base, onboarding base (both prefixes from config), back-office controls and the console. */
export async function registerRoutes(app: FastifyInstance, ctx: Ctx): Promise<void> {
  const api: RouteModule[] = [
    registrationRoutes,
    passwordRoutes,
    accountRoutes,
    profileRoutes,
    uploadRoutes,
    stepRoutes,
    sharingRoutes,
    signingRoutes,
    cabinetAccountRoutes,
    documentRoutes,
    fundsRoutes,
    messageRoutes,
    socketRoutes,
  ];
  await app.register(async (scope) => authRoutes(scope, ctx), { prefix: ctx.state.config.authPrefix });
  await app.register(
    async (scope) => {
      for (const m of api) await m(scope, ctx);
    },
    { prefix: ctx.state.config.apiPrefix },
  );
  await app.register(async (scope) => controlRoutes(scope, ctx), { prefix: '/__sandbox' });
  await consoleRoutes(app, ctx);
}
