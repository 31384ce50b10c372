import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { systemClock, type Clock } from './clock';
import { configFromEnv, type SandboxConfig } from './config';
import { parseUrlEncoded, type Ctx } from './http/context';
import { HttpError } from './http/http-error';
import { installHooks } from './http/hooks';
import { allowedOrigins, installSecurityHeaders } from './http/security';
import { registerRoutes } from './routes';
import { SandboxState } from './state/state';

/** A registered route (method + pattern), for the contract test's coverage check. */
export interface RouteInfo {
  method: string;
  url: string;
}

export interface BuildOptions {
  config?: Partial<SandboxConfig>;
  clock?: Clock;
  log?: (line: string) => void;
}

/** The sandbox app (no port): tests use `app.inject`, startSandbox listens. */
export async function buildSandbox(
  opts: BuildOptions = {},
): Promise<{ app: FastifyInstance; state: SandboxState; routes: RouteInfo[] }> {
  const config = { ...configFromEnv(), ...opts.config };
  const log = opts.log ?? ((line: string) => console.log(line));
  const state = new SandboxState(config, opts.clock ?? systemClock, log);
  const ctx: Ctx = { state };
  const app = Fastify({ logger: false, bodyLimit: config.bodyLimit, routerOptions: { ignoreTrailingSlash: true } });

  installSecurityHeaders(app, config);
  const origins = allowedOrigins(config);
  await app.register(cors, {
    // the configured shell origin(s) only; a request without Origin (curl, the console) needs no CORS
    origin: (origin, cb) => cb(null, origin !== undefined && origins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Src-App', 'Content-Type'],
    exposedHeaders: ['Content-Disposition', 'Content-Length'],
  });
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 100, fieldSize: 100_000 },
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseUrlEncoded(String(body))),
  );
  // reports may arrive by sendBeacon as text/plain
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, String(body)));

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.status).send(err.body);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // malformed JSON, empty JSON body, too large, unsupported media type: never a crash, always 400
      return reply
        .code(400)
        .send({ detail: status === 413 ? 'Request body is too large.' : err.message, code: err.code ?? 'bad_request' });
    }
    state.log(`[error] ${req.method} ${req.url}: ${err.stack ?? err.message}`);
    return reply.code(500).send({ detail: 'Internal sandbox error.' });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));

  installHooks(app, ctx);
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url });
  });
  await registerRoutes(app, ctx);
  app.addHook('onClose', async () => state.files.destroy());
  return { app, state, routes };
}

/** Listens on 127.0.0.1:<port>; scripts/serve.ts and the e2e setup call this. */
export async function startSandbox(
  opts: { port: number; host?: string } & BuildOptions,
): Promise<{ close(): Promise<void>; url: string }> {
  const { app } = await buildSandbox(opts);
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ port: opts.port, host });
  const url = `http://${host}:${opts.port}`;
  return {
    url,
    close: async () => {
      await app.close();
    },
  };
}
