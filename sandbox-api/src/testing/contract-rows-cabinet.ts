import * as C from '@broker/shared/contracts';
import { API_PATHS as P } from '@broker/shared/contracts';
import type { Ctx, Row } from './contract-table';

const U = 'cabinet@sandbox.test';
const PHONE = '+380501000001';
const code = (c: Ctx) => ({ code: c.code(PHONE) });

/** Cabinet calls (cabinet §7). */
export const cabinetRows: Row[] = [
  { name: 'person data', method: 'GET', path: P.personData, as: U, schema: C.personDataResponseSchema, then: (c, b) => (c.v.photo = b.passport_photo[0].uuid) },
  { name: 'person data photo', method: 'GET', path: (c) => P.doc(c.v.photo), as: U, schema: { file: 'image/png' } },
  { name: 'person data non-resident', method: 'GET', path: P.personData, as: 'cabinet-nonres@sandbox.test', schema: C.personDataResponseSchema },
  {
    name: 'accounts', method: 'GET', path: P.accounts, as: U, schema: C.accountsResponseSchema,
    then: (c, b) => Object.assign(c.v, { payoutId: b.payout[0].id, pendingId: b.verified.find((a: { currency_in_use: number[] }) => a.currency_in_use.length === 0).id }),
  },
  { name: 'account doc upload', method: 'POST', path: P.upload, as: U, multipart: { field: 'doc', filename: 'statement.pdf', content: '%PDF-1.4' }, status: 201, schema: C.uploadResponseSchema, then: (c, b) => (c.v.doc = b.id) },
  { name: 'create account', method: 'POST', path: P.accounts, as: U, body: (c) => ({ currency: [1, 2], iban: 'UA113052990000026001234567890', swift: 'PBANUA2X', bank: 'Bank', additional_information: 'note', doc: [c.v.doc], cards: [] }), status: 201, schema: C.createAccountResponseSchema, then: (c, b) => (c.v.newId = b.id) },
  { name: 'create account duplicate iban → 400', method: 'POST', path: P.accounts, as: U, body: (c) => ({ currency: [1], iban: 'UA113052990000026001234567890', doc: [c.v.doc] }), status: 400, schema: C.errorBodySchema },
  { name: 'create card', method: 'POST', path: (c) => P.accountCreateCard(c.v.newId), as: U, body: (c) => ({ card_number: '4441111122223333', card_expire: '10/30', doc: [c.v.doc] }), status: 201, schema: C.createCardResponseSchema, then: (c, b) => (c.v.card = b) },
  { name: 'send code (account)', method: 'GET', path: (c) => P.accountSendCode(c.v.newId), as: U, schema: C.otpResponseSchema },
  { name: 'confirm (account)', method: 'POST', path: (c) => P.accountConfirm(c.v.newId), as: U, body: code, schema: C.successResponseSchema },
  { name: 'send code (card)', method: 'GET', path: (c) => P.accountSendCode(c.v.newId, c.v.card.uuid), as: U, schema: C.otpResponseSchema },
  { name: 'confirm (card)', method: 'POST', path: (c) => P.accountConfirm(c.v.newId, c.v.card.uuid), as: U, body: code, schema: C.successResponseSchema },
  { name: 'delete card', method: 'DELETE', path: (c) => P.accountCard(c.v.newId, c.v.card.card_number), as: U, schema: C.successResponseSchema },
  { name: 'set payout', method: 'POST', path: (c) => P.accountPayout(c.v.newId), as: U, body: { currency: [2], action: 'account_payout' }, schema: C.otpResponseSchema },
  { name: 'resend code', method: 'POST', path: P.accountsResendCode, as: U, body: { action: 'account_payout' }, schema: C.otpResponseSchema },
  { name: 'confirm payout', method: 'POST', path: (c) => P.accountConfirmAction(c.v.newId, 'account_payout'), as: U, body: (c) => ({ ...code(c), currency: [2] }), schema: C.successResponseSchema },
  { name: 'delete payout account → AccountIsPayout', method: 'DELETE', path: (c) => P.account(c.v.payoutId), as: U, body: { action: 'account_delete' }, status: 400, schema: C.errorBodySchema },
  { name: 'delete account', method: 'DELETE', path: (c) => P.account(c.v.pendingId), as: U, body: { action: 'account_delete' }, schema: C.otpResponseSchema },
  { name: 'confirm delete', method: 'POST', path: (c) => P.accountConfirmAction(c.v.pendingId, 'account_delete'), as: U, body: code, schema: C.successResponseSchema },
  { name: 'document types', method: 'GET', path: P.documentTypes, as: U, schema: C.documentTypesResponseSchema },
  { name: 'requests', method: 'GET', path: `${P.requests}?limit=20&offset=0&ordering=-created`, as: U, schema: C.documentRequestsResponseSchema },
  { name: 'request document', method: 'POST', path: P.requests, as: U, body: { doctype: 1, date_from: '2024-01-01', date_to: '2024-01-31' }, status: 201, schema: C.documentRequestResponseSchema },
  { name: 'documents', method: 'GET', path: `${P.documents}?limit=20&offset=20&doctype=1&ordering=-date`, as: U, schema: C.documentsResponseSchema, then: (c, b) => (c.v.docsPage = b) },
  { name: 'documents all (for links)', method: 'GET', path: `${P.documents}?limit=100`, as: U, schema: C.documentsResponseSchema, then: (c, b) => (c.v.signed = b.results.find((d: { link_p7s: string | null }) => d.link_p7s)) },
  { name: 'documents for sign', method: 'GET', path: P.documentsForSign, as: U, schema: C.documentsResponseSchema, then: (c, b) => (c.v.toSign = b.results.map((d: { uuid: string }) => d.uuid)) },
  { name: 'document pdf', method: 'GET', path: (c) => P.documentPdf(c.v.signed.uuid), as: U, schema: { file: 'application/pdf' } },
  { name: 'document p7s', method: 'GET', path: (c) => P.documentP7s(c.v.signed.uuid), as: U, schema: { file: 'application/x-pkcs7-signature' } },
  { name: 'mark all read (POST)', method: 'POST', path: P.documentsRead, as: U, schema: C.documentsReadResponseSchema },
  { name: 'mark all read (GET)', method: 'GET', path: P.documentsRead, as: U, schema: C.documentsReadResponseSchema },
  { name: 'mark for-sign read (POST)', method: 'POST', path: P.documentsForSignRead, as: U, schema: C.documentsReadResponseSchema },
  { name: 'mark for-sign read (GET)', method: 'GET', path: P.documentsForSignRead, as: U, schema: C.documentsReadResponseSchema },
  { name: 'sign code', method: 'POST', path: P.signOtp, as: U, body: (c) => ({ docs: c.v.toSign.slice(0, 2), sign: true }), schema: C.otpResponseSchema, then: (c, b) => (c.v.signOtp = b.otp_id) },
  { name: 'sign confirm', method: 'POST', path: P.signOtpConfirm, as: U, body: (c) => ({ otp_id: c.v.signOtp, code: c.code(PHONE) }), schema: C.signOtpConfirmResponseSchema },
  { name: 'money confirmations', method: 'GET', path: `${P.moneyConfirmations}?limit=20&offset=0`, as: U, schema: C.moneyConfirmationsResponseSchema },
  { name: 'send confirmation', method: 'POST', path: P.moneyConfirmations, as: U, multipart: { field: 'doc', filename: 'payment.pdf', content: '%PDF-1.4' }, status: 201, schema: C.moneyConfirmationCreateResponseSchema },
  { name: 'balance', method: 'GET', path: P.balance, as: U, schema: C.balanceResponseSchema },
  { name: 'balance refresh', method: 'GET', path: P.balanceRefresh, as: U, schema: C.balanceResponseSchema },
  { name: 'messages', method: 'GET', path: `${P.messages}?limit=20&offset=0`, as: U, schema: C.messagesResponseSchema, then: (c, b) => (c.v.msg = b.results[0].id) },
  { name: 'messages unread', method: 'GET', path: `${P.messages}?limit=20&offset=0&unread=true`, as: U, schema: C.messagesResponseSchema },
  { name: 'mark message read', method: 'PUT', path: (c) => P.message(c.v.msg), as: U, body: { was_read: true }, schema: C.markMessageReadResponseSchema },
  { name: 'mark all messages read', method: 'POST', path: P.messagesAllRead, as: U, body: { read: true }, schema: C.markAllMessagesReadResponseSchema },
];
