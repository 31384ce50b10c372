import type { FastifyRequest } from 'fastify';
import type { SandboxState } from '../state/state';
import type { SandboxUser } from '../state/types';
import { unauthorized } from './http-error';
import { assertWhole, forEachPart } from './multipart';

/** What every route module gets. */
export interface Ctx {
  state: SandboxState;
}

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(\S+)$/i.exec(h) : null;
  return m?.[1];
}

/** 401 unless a live access token is sent and `Src-App` equals its scope (onboarding §7). */
export function requireUser(ctx: Ctx, req: FastifyRequest): SandboxUser {
  const token = bearer(req);
  if (!token) throw unauthorized();
  const rec = ctx.state.tokens.verifyAccess(token);
  if (!rec) throw unauthorized('Given token not valid for any token type');
  const srcApp = req.headers['src-app'];
  if (srcApp !== rec.scope) throw unauthorized(`Src-App header must equal the token scope (${rec.scope}).`);
  const user = ctx.state.findUser(rec.email);
  if (!user) throw unauthorized('User not found');
  return user;
}

/** Calls that work signed in or not (settings, refs, sharing QR): a bad token counts as none. */
export function optionalUser(ctx: Ctx, req: FastifyRequest): SandboxUser | undefined {
  if (!bearer(req)) return undefined;
  try {
    return requireUser(ctx, req);
  } catch {
    return undefined;
  }
}

export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? '127.0.0.1'}`;
}

function addField(out: Record<string, unknown>, key: string, value: unknown): void {
  const k = key.endsWith('[]') ? key.slice(0, -2) : key;
  const prev = out[k];
  if (prev === undefined) out[k] = key.endsWith('[]') ? [value] : value;
  else out[k] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

/** A JSON, urlencoded or multipart body as a plain object (form-data calls: set_password, userinfo). */
export async function readForm(req: FastifyRequest): Promise<Record<string, unknown>> {
  if (!req.isMultipart()) {
    const b = req.body;
    return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
  }
  const out: Record<string, unknown> = {};
  await forEachPart(req, 'form', async (part) => {
    if (part.type === 'file') {
      part.file.resume(); // form calls take no files: drain and ignore
      return;
    }
    assertWhole(part);
    addField(out, part.fieldname, part.value);
  });
  return out;
}

/** Parse an urlencoded body, repeated keys becoming lists. */
export function parseUrlEncoded(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(body)) addField(out, k, v);
  return out;
}

/** The pending registration cookie value, if any. */
export function cookie(req: FastifyRequest, name: string): string | undefined {
  const raw = req.headers.cookie ?? '';
  for (const part of raw.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}
