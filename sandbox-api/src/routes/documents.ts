import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  documentRequestRequestSchema,
  listQuerySchema,
  signOtpConfirmRequestSchema,
  signOtpRequestSchema,
  type DocumentRequest,
  type DocumentRequestsResponse,
  type DocumentsResponse,
} from '@broker/shared/contracts';
import { originOf, requireUser, type Ctx } from '../http/context';
import { badRequest, codeError, fieldError, parseWith } from '../http/http-error';
import { order, page } from '../http/paging';
import { sendUserCode, verifyUserCode } from '../http/user-otp';
import { DOCUMENT_TYPES } from '../seed/refs';
import type { SandboxUser, StoredDocument } from '../state/types';
import { advance, documentView } from '../state/views';

/** A date that makes the back office fail (BackOfficeError), documented in the README. */
export const BACKOFFICE_ERROR_DATE = '2023-01-13';
const uniq = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

/** Cabinet documents: types, requests archive, received and to-sign lists, read marks, signing. */
export function documentRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { state } = ctx;

  app.get('/cabinet/refs/documents/', async (req) => {
    requireUser(ctx, req);
    return DOCUMENT_TYPES;
  });

  app.get('/cabinet/requests/', async (req): Promise<DocumentRequestsResponse> => {
    const user = requireUser(ctx, req);
    const q = parseWith(listQuerySchema, req.query);
    const filtered = user.requests.filter((r) => q.doctype === undefined || r.doctype === q.doctype);
    const sorted = order(
      filtered,
      q.ordering,
      { doctype: (r) => r.doctype, created: (r) => r.created, status: (r) => r.status },
      '-created',
    );
    return { ...page(req, sorted, q.limit, q.offset), doctypes: uniq(user.requests.map((r) => r.doctype)) };
  });

  app.post('/cabinet/requests/', async (req, reply): Promise<DocumentRequest> => {
    const user = requireUser(ctx, req);
    const body = parseWith(documentRequestRequestSchema, req.body);
    const type = DOCUMENT_TYPES.find((t) => t.id === body.doctype);
    if (!type || !type.is_active || !type.user_request_allow)
      throw fieldError('doctype', 'This document type cannot be requested.');
    const yesterday = new Date(state.clock.now() - 86_400_000).toISOString().slice(0, 10);
    const need = (f: 'date' | 'date_from' | 'date_to' | 'year') => {
      if (body[f] === undefined) throw fieldError(f, 'This field is required.');
    };
    if (type.date_type === 'DATE') need('date');
    if (type.date_type === 'PERIOD') {
      need('date_from');
      need('date_to');
    }
    if (type.date_type === 'YEAR') need('year');
    for (const f of ['date', 'date_from', 'date_to'] as const) {
      const v = body[f];
      if (v !== undefined && (v < '2023-01-01' || v > yesterday)) throw fieldError(f, 'not_past_date');
    }
    if (body.date_from && body.date_to && body.date_from > body.date_to)
      throw fieldError('date_to', 'date-range-is-not-correct');
    if (body.year !== undefined && body.year > new Date(state.clock.now()).getUTCFullYear())
      throw fieldError('year', 'not_past_date');
    if ([body.date, body.date_from, body.date_to].includes(BACKOFFICE_ERROR_DATE)) {
      throw codeError('BackOfficeError', 'The back office could not take the request.', {
        date: ['The back office is unavailable for this date.'],
      });
    }
    const request: DocumentRequest = {
      id: state.ids.request(),
      doctype: body.doctype,
      created: new Date(state.clock.now()).toISOString(),
      status: 'IN_PROCESS',
      date: body.date ?? null,
      date_from: body.date_from ?? null,
      date_to: body.date_to ?? null,
      year: body.year ?? null,
    };
    user.requests.unshift(request);
    void reply.code(201);
    return request;
  });

  const list = (req: FastifyRequest, user: SandboxUser, forSign: boolean): DocumentsResponse => {
    advance(state, user);
    const q = parseWith(listQuerySchema, req.query);
    const base = forSign ? user.documents.filter((d) => d.status === 'APPROVED') : user.documents;
    const filtered = base.filter((d) => q.doctype === undefined || d.doctype === q.doctype);
    const keys = {
      title: (d: StoredDocument) => d.title.en,
      doctype: (d: StoredDocument) => d.doctype,
      request_date: (d: StoredDocument) => d.request_date,
      date: (d: StoredDocument) => d.date ?? d.date_to ?? (d.year ? String(d.year) : null),
    };
    const p = page(req, order(filtered, q.ordering, keys, '-request_date'), q.limit, q.offset);
    return {
      ...p,
      results: p.results.map((d) => documentView(state, originOf(req), d)),
      doctypes: uniq(base.map((d) => d.doctype)),
      unsigned_doctypes: uniq(user.documents.filter((d) => d.status === 'APPROVED').map((d) => d.doctype)),
    };
  };
  app.get('/profile/cabinet/sign_otp/all/', async (req) => list(req, requireUser(ctx, req), false));
  app.get('/profile/cabinet/sign_otp/', async (req) => list(req, requireUser(ctx, req), true));

  const markRead = (forSign: boolean) => async (req: FastifyRequest) => {
    const user = requireUser(ctx, req);
    user.documents.filter((d) => !forSign || d.status === 'APPROVED').forEach((d) => (d.was_read = true));
    return {
      unread_docs: user.documents.filter((d) => !d.was_read).length,
      unread_unsigned_docs: user.documents.filter((d) => !d.was_read && d.status === 'APPROVED').length,
    };
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route({ method, url: '/profile/cabinet/sign_otp/all/read/', handler: markRead(false) });
    app.route({ method, url: '/profile/cabinet/sign_otp/read/', handler: markRead(true) });
  }

  app.post('/profile/cabinet/sign_otp/', async (req) => {
    const user = requireUser(ctx, req);
    const body = parseWith(signOtpRequestSchema, req.body);
    const ok =
      body.docs.length > 0 &&
      body.docs.every((u) => user.documents.some((d) => d.uuid === u && d.status === 'APPROVED'));
    if (!ok) throw codeError('SignDocumentsError', 'Sign Documents Error: only APPROVED documents can be signed.');
    return sendUserCode(state, user, 'cabinet_sign', 'Document signing code', { docs: body.docs }, true);
  });

  app.post('/profile/cabinet/sign_otp/confirm/', async (req) => {
    const user = requireUser(ctx, req);
    const body = parseWith(signOtpConfirmRequestSchema, req.body);
    const rec = verifyUserCode(state, user, 'cabinet_sign', body.code, body.otp_id);
    const uuids = (rec.data.docs as string[] | undefined) ?? [];
    if (!uuids.length) throw badRequest('Nothing to sign.');
    const now = state.clock.now();
    user.documents
      .filter((d) => uuids.includes(d.uuid))
      .forEach((d) => Object.assign(d, { status: 'SIGNING', signingSince: now }));
    return { success: true as const, check_status: user.check_status };
  });
}
