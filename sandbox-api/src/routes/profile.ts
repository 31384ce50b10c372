import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  NONRESIDENT_FILE_EXTENSIONS,
  REF_NAMES,
  RESIDENT_FILE_EXTENSIONS,
  type AppSettings,
  type RefName,
} from '@broker/shared/contracts';
import { createReadStream } from 'node:fs';
import { ttlMinutes } from '../config';
import { optionalUser, requireUser, type Ctx } from '../http/context';
import { notFound } from '../http/http-error';
import { API_CSP } from '../http/security';
import { pdfBytes, p7sBytes } from '../seed/binaries';
import { BLACKLIST, CURRENCIES, countries, passportTypes, refOptions } from '../seed/refs';
import type { SandboxUser } from '../state/types';
import { personData } from './person-data';

/**
 * Every download is an attachment (never rendered on the API's origin, whatever it contains) with the
 * content type stored for it — for uploads the one their extension allows (safeContentType), never the
 * browser's claim — and a CSP sandbox in case it is opened anyway. The name travels twice: ASCII-only
 * for old clients, and exactly (RFC 5987) for the client's file name.
 */
export function sendFile(
  reply: FastifyReply,
  name: string,
  type: string,
  bytes: Buffer | NodeJS.ReadableStream,
  size?: number,
) {
  const ascii = name.replace(/[^\w.-]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  void reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`)
    .header('content-security-policy', API_CSP);
  if (size !== undefined) void reply.header('content-length', String(size));
  return reply.send(bytes);
}

/** Settings, reference lists, file downloads and person data. */
export function profileRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { state } = ctx;

  app.get('/profile/settings/', async (): Promise<AppSettings> => ({
    AUTH_ACCESS_TOKEN_TTL: ttlMinutes({ ...state.config, ttlUnit: state.ttl.unit }, state.ttl.access),
    AUTH_REFRESH_TOKEN_TTL: ttlMinutes({ ...state.config, ttlUnit: state.ttl.unit }, state.ttl.refresh),
    BLOCK_NONRESIDENT: state.blockNonresident,
    MAX_ACCOUNTS_COUNT: 5,
    MAX_IBAN_CARDS_COUNT: 3,
    DELAY_BEFORE_SHARING_REDIRECT: 3,
    RESIDENT_IMAGE_EXTENSIONS: [...RESIDENT_FILE_EXTENSIONS],
    NONRESIDENT_IMAGE_EXTENSIONS: [...NONRESIDENT_FILE_EXTENSIONS],
    STARTUP_TEXT_UA: state.startup?.uk ?? null,
    STARTUP_TEXT_EN: state.startup?.en ?? null,
    STARTUP_BUTTON_TEXT_UA: state.startup?.button_uk ?? null,
    STARTUP_BUTTON_TEXT_EN: state.startup?.button_en ?? null,
  }));

  app.get<{ Params: { name: string }; Querystring: { lang?: string } }>('/profile/refs/:name/', async (req) => {
    const name = req.params.name as RefName;
    if (!REF_NAMES.includes(name)) throw notFound();
    const user = optionalUser(ctx, req);
    const lang = user ? (user.is_resident ? 'uk' : 'en') : req.query.lang === 'en' ? 'en' : 'uk';
    if (name === 'currencies') return CURRENCIES;
    if (name === 'passport_types') return passportTypes();
    if (name === 'blacklist_countries') return BLACKLIST;
    if (name === 'countries') return countries(lang);
    return refOptions[name](lang);
  });

  app.get<{ Params: { uuid: string } }>('/profile/doc/:uuid/', async (req, reply) => {
    const user = requireUser(ctx, req);
    const f = state.files.byUuidOf(req.params.uuid);
    if (!f || f.owner !== user.email) throw notFound();
    return sendFile(
      reply,
      f.name,
      f.content_type,
      f.path ? createReadStream(f.path) : (f.bytes ?? Buffer.alloc(0)),
      f.size,
    );
  });

  const signDoc = (user: SandboxUser, uuid: string) => {
    const d = user.docsToSign.find((x) => x.uuid === uuid);
    if (!d) throw notFound();
    return d;
  };
  for (const path of ['/profile/sign_doc/:uuid/', '/profile/nonresident/sign_doc/:uuid/']) {
    app.get<{ Params: { uuid: string } }>(path, async (req, reply) => {
      const d = signDoc(requireUser(ctx, req), req.params.uuid);
      const bytes = pdfBytes(d.title.en);
      return sendFile(reply, d.name, 'application/pdf', bytes, bytes.length);
    });
  }

  app.get<{ Params: { uuid: string; kind: string } }>('/cabinet/documents/:uuid/:kind/', async (req, reply) => {
    const user = requireUser(ctx, req);
    const d = user.documents.find((x) => x.uuid === req.params.uuid);
    if (!d || d.status === 'PROCESSING') throw notFound();
    if (req.params.kind === 'pdf') {
      // not in spec: chosen — opening (downloading) a document marks it read, so the user info the
      // client reloads next has the lower unread counters (cabinet §4 "Opening a document")
      d.was_read = true;
      const bytes = pdfBytes(d.title.en);
      return sendFile(reply, `${d.title.en}.pdf`, 'application/pdf', bytes, bytes.length);
    }
    if (req.params.kind !== 'p7s' || d.status !== 'SIGNED') throw notFound();
    const bytes = p7sBytes();
    return sendFile(reply, `${d.title.en}.p7s`, 'application/x-pkcs7-signature', bytes, bytes.length);
  });

  app.get('/cabinet/person_data/', async (req) => personData(state, requireUser(ctx, req)));
}
