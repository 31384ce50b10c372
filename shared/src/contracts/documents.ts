import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema, pageSchema } from './common';
import { localizedTextSchema } from './signing';
import { lazySchema } from './lazy-schema';

/** Cabinet documents: types, requests and their archive, received and to-sign lists (cabinet §3, §4, §7). */

/** GET cabinet/refs/documents/. date_type null = no date field. */
export const documentTypeSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: localizedTextSchema,
    is_active: z.boolean(),
    user_request_allow: z.boolean(),
    date_type: z.enum(['PERIOD', 'YEAR', 'DATE']).nullable(),
  }),
);
export type DocumentType = z.infer<typeof documentTypeSchema>;
export const documentTypesResponseSchema = lazySchema(() => z.array(documentTypeSchema));

/** POST cabinet/requests/ — only filled fields are sent (201: the request). BackOfficeError possible. */
export const documentRequestRequestSchema = lazySchema(() =>
  z.object({
    doctype: z.number().int(),
    date: isoDateSchema.optional(),
    date_from: isoDateSchema.optional(),
    date_to: isoDateSchema.optional(),
    year: z.number().int().min(2023).optional(),
  }),
);
export type DocumentRequestRequest = z.infer<typeof documentRequestRequestSchema>;

export const documentRequestSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    doctype: z.number().int(),
    created: isoDateTimeSchema,
    /** IN_PROCESS, REJECTED, DONE (others are shown by their code) */
    status: z.string(),
    date: isoDateSchema.nullable(),
    date_from: isoDateSchema.nullable(),
    date_to: isoDateSchema.nullable(),
    year: z.number().int().nullable(),
  }),
);
export type DocumentRequest = z.infer<typeof documentRequestSchema>;
export const documentRequestResponseSchema = documentRequestSchema;

/** GET cabinet/requests/?limit&offset&doctype&ordering (ordering: doctype, created; '-' = desc). */
export const documentRequestsResponseSchema = lazySchema(() =>
  pageSchema(documentRequestSchema).extend({
    /** ids of the types present in the archive (for the type filter) */
    doctypes: z.array(z.number().int()),
  }),
);
export type DocumentRequestsResponse = z.infer<typeof documentRequestsResponseSchema>;

/** Received document statuses (cabinet §4). */
export const RECEIVED_DOCUMENT_STATUSES = ['PROCESSING', 'SIGNING', 'APPROVED', 'SIGNED', 'DONE'] as const;

export const receivedDocumentSchema = lazySchema(() =>
  z.object({
    uuid: z.string(),
    title: localizedTextSchema,
    was_read: z.boolean(),
    doctype: z.number().int(),
    request_date: isoDateSchema.nullable(),
    date: isoDateSchema.nullable(),
    year: z.number().int().nullable(),
    date_from: isoDateSchema.nullable(),
    date_to: isoDateSchema.nullable(),
    status: z.enum(RECEIVED_DOCUMENT_STATUSES),
    /** absolute URL of the PDF (cabinet/documents/{uuid}/pdf/), null while PROCESSING */
    link: z.string().nullable(),
    /** absolute URL of the signature (cabinet/documents/{uuid}/p7s/), null when not signed */
    link_p7s: z.string().nullable(),
  }),
);
export type ReceivedDocument = z.infer<typeof receivedDocumentSchema>;

/**
 * GET profile/cabinet/sign_otp/all/ (getDocuments, all received) and GET profile/cabinet/sign_otp/
 * (getDocumentsForSign: status APPROVED only) — ?limit&offset&doctype&ordering; ordering: title,
 * doctype, request_date, date (default -request_date).
 */
export const documentsResponseSchema = lazySchema(() =>
  pageSchema(receivedDocumentSchema).extend({
    /** ids of the types present in this list */
    doctypes: z.array(z.number().int()),
    /** ids of the types that have unsigned (APPROVED) documents */
    unsigned_doctypes: z.array(z.number().int()),
  }),
);
export type DocumentsResponse = z.infer<typeof documentsResponseSchema>;

/**
 * POST profile/cabinet/sign_otp/all/read/ (markAllDocumentsAsRead) and POST
 * profile/cabinet/sign_otp/read/ (markDocumentsForSignAsRead): no body. not in spec: chosen response
 * — the fresh counters.
 */
export const documentsReadResponseSchema = lazySchema(() =>
  z.object({ unread_docs: z.number().int(), unread_unsigned_docs: z.number().int() }),
);
export type DocumentsReadResponse = z.infer<typeof documentsReadResponseSchema>;
