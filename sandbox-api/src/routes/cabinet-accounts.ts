import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  confirmAccountActionRequestSchema,
  confirmAccountRequestSchema,
  createAccountRequestSchema,
  createCardRequestSchema,
  deleteAccountRequestSchema,
  resendAccountCodeRequestSchema,
  setPayoutRequestSchema,
  STATE_SUPPORT_CARD,
  type AccountsResponse,
} from '@broker/shared/contracts';
import { originOf, requireUser, type Ctx } from '../http/context';
import { badRequest, codeError, fieldError, notFound, parseWith } from '../http/http-error';
import { sendUserCode, verifyUserCode } from '../http/user-otp';
import type { SandboxUser, StoredAccount } from '../state/types';
import { accountsView } from '../state/views';
import { isStateSupportCard } from '../seed/refs';

type IdParams = { Params: { id: string; action?: string; card?: string; number?: string } };

/** Cabinet payout and verified accounts (cabinet §4, §7). Code keys: `acc:<id>:<action>`. */
export function cabinetAccountRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { state } = ctx;
  const MAX_ACCOUNTS = 5;
  const MAX_CARDS = 3;
  const view = (req: FastifyRequest, user: SandboxUser): AccountsResponse => accountsView(state, originOf(req), user);
  const find = (user: SandboxUser, id: string): StoredAccount => {
    const acc = user.accounts.find((a) => a.id === Number(id));
    if (!acc) throw notFound('Account not found.');
    return acc;
  };
  const ownFiles = (user: SandboxUser, ids: number[], field: string) => {
    if (!state.files.owned(ids, user.email)) throw fieldError(field, 'Unknown file id.');
  };
  const cardsUnique = (numbers: string[]) => {
    if (new Set(numbers).size !== numbers.length)
      throw badRequest('Invalid request', { cards: numbers.map(() => ({ card_number: ['card_is_not_unique'] })) });
  };
  // cabinet §1: a state-support card cannot be a payout card unless the client bought bonds through the state app
  const refusedStateCard = (user: SandboxUser, cardNumber: string) =>
    !user.stateAppBonds && isStateSupportCard(cardNumber);
  const processingUntil = () => state.clock.now() + state.config.processingSeconds * 1000;

  app.get('/cabinet/accounts/', async (req) => view(req, requireUser(ctx, req)));

  app.post('/cabinet/accounts/', async (req, reply) => {
    const user = requireUser(ctx, req);
    const body = parseWith(createAccountRequestSchema, req.body);
    if (user.accounts.length >= MAX_ACCOUNTS)
      throw badRequest('Invalid request', { non_field_errors: [`At most ${MAX_ACCOUNTS} accounts.`] });
    if (user.accounts.some((a) => a.iban.toUpperCase() === body.iban.toUpperCase()))
      throw fieldError('iban', 'iban_is_not_unique');
    if (body.doc.length > Math.max(2, body.currency.length * 2))
      throw fieldError('doc', 'At most 2 documents per currency.');
    ownFiles(user, [...body.doc, ...body.cards.flatMap((c) => c.doc)], 'doc');
    if (body.cards.length && !body.currency.includes(1)) throw fieldError('cards', 'Cards only with UAH.');
    cardsUnique(body.cards.map((c) => c.card_number));
    if (body.cards.some((c) => refusedStateCard(user, c.card_number))) {
      throw badRequest('Invalid request', {
        cards: body.cards.map((c) =>
          refusedStateCard(user, c.card_number) ? { card_number: [STATE_SUPPORT_CARD] } : {},
        ),
      });
    }
    const fx = body.currency.some((c) => c !== 1);
    const info = body.additional_information;
    const acc: StoredAccount = {
      id: state.ids.account(),
      iban: body.iban.toUpperCase(),
      bank: fx ? (body.bank ?? null) : null,
      swift: fx ? (body.swift ?? null) : null,
      additional_information: !fx || !info ? [] : Array.isArray(info) ? info : [info],
      currency: body.currency,
      payout: [],
      cards: body.cards.map((c) => ({
        uuid: randomUUID(),
        id: state.ids.card(),
        card_number: c.card_number,
        card_expire: c.card_expire,
        doc: c.doc,
        processingUntil: processingUntil(),
      })),
      doc: body.doc,
      processingUntil: processingUntil(),
    };
    user.accounts.push(acc);
    void reply.code(201);
    return view(req, user).verified.find((a) => a.id === acc.id);
  });

  app.post<IdParams>('/cabinet/accounts/:id/create_card/', async (req, reply) => {
    const user = requireUser(ctx, req);
    const acc = find(user, req.params.id);
    const body = parseWith(createCardRequestSchema, req.body);
    if (!acc.currency.includes(1)) throw fieldError('card_number', 'Cards only with UAH.');
    if (acc.cards.length >= MAX_CARDS) throw fieldError('card_number', `At most ${MAX_CARDS} cards.`);
    if (user.accounts.some((a) => a.cards.some((c) => c.card_number === body.card_number)))
      throw fieldError('card_number', 'card_is_not_unique');
    if (refusedStateCard(user, body.card_number)) throw fieldError('card_number', STATE_SUPPORT_CARD);
    ownFiles(user, body.doc, 'doc');
    const card = {
      uuid: randomUUID(),
      id: state.ids.card(),
      card_number: body.card_number,
      card_expire: body.card_expire,
      doc: body.doc,
      processingUntil: processingUntil(),
    };
    acc.cards.push(card);
    void reply.code(201);
    return view(req, user)
      .verified.find((a) => a.id === acc.id)!
      .cards.find((c) => c.uuid === card.uuid);
  });

  app.delete<IdParams>('/cabinet/accounts/:id/card/:number/', async (req) => {
    const user = requireUser(ctx, req);
    const acc = find(user, req.params.id);
    const before = acc.cards.length;
    acc.cards = acc.cards.filter((c) => c.card_number !== req.params.number && c.uuid !== req.params.number);
    if (acc.cards.length === before) throw notFound('Card not found.');
    return { success: true };
  });

  app.delete<IdParams>('/cabinet/accounts/:id/', async (req) => {
    const user = requireUser(ctx, req);
    const acc = find(user, req.params.id);
    parseWith(deleteAccountRequestSchema, req.body);
    if (acc.payout.length > 0)
      throw codeError('AccountIsPayout', 'The account cannot be deleted because it is the main FX payout account.');
    return sendUserCode(state, user, `acc:${acc.id}:account_delete`, 'Account deletion code');
  });

  app.post<IdParams>('/cabinet/accounts/:id/payout/', async (req) => {
    const user = requireUser(ctx, req);
    const acc = find(user, req.params.id);
    const body = parseWith(setPayoutRequestSchema, req.body);
    if (!body.currency.every((c) => acc.currency.includes(c)))
      throw fieldError('currency', 'The account does not hold this currency.');
    return sendUserCode(state, user, `acc:${acc.id}:account_payout`, 'Payout account code', {
      currency: body.currency,
    });
  });

  app.post<IdParams>('/cabinet/accounts/:id/confirm/:action/', async (req) => {
    const user = requireUser(ctx, req);
    const acc = find(user, req.params.id);
    const action = req.params.action;
    if (action !== 'account_delete' && action !== 'account_payout') return confirmCard(req, user, acc, action ?? '');
    const body = parseWith(confirmAccountActionRequestSchema, req.body);
    const rec = verifyUserCode(state, user, `acc:${acc.id}:${action}`, body.code);
    if (action === 'account_delete') user.accounts = user.accounts.filter((a) => a.id !== acc.id);
    else {
      const currency = (rec.data.currency as number[] | undefined) ?? body.currency ?? acc.currency;
      for (const other of user.accounts) other.payout = other.payout.filter((c) => !currency.includes(c));
      acc.payout = [...new Set([...acc.payout, ...currency])].sort();
    }
    state.push(user.email, 'accounts');
    return { success: true };
  });

  app.post('/cabinet/accounts/resend_code/', async (req) => {
    const user = requireUser(ctx, req);
    const body = parseWith(resendAccountCodeRequestSchema, req.body);
    const last = [...user.accounts].reverse().find((a) => state.otp.latest(`acc:${a.id}:${body.action}:${user.email}`));
    if (!last) throw codeError('OTPCodeNotFound', 'No code to resend: start the action again.');
    const data = state.otp.latest(`acc:${last.id}:${body.action}:${user.email}`)?.data ?? {};
    return sendUserCode(state, user, `acc:${last.id}:${body.action}`, 'Account action code', data);
  });

  // confirmation of a new account or card: send_code then confirm with the code
  const sendCode = async (req: FastifyRequest<IdParams>) => {
    const user = requireUser(ctx, req);
    const acc = find(user, req.params.id);
    if (req.params.card && !acc.cards.some((c) => c.uuid === req.params.card)) throw notFound('Card not found.');
    return sendUserCode(state, user, `acc:${acc.id}:${req.params.card ?? 'account'}`, 'Account confirmation code');
  };
  app.get<IdParams>('/cabinet/accounts/:id/send_code/', sendCode);
  app.get<IdParams>('/cabinet/accounts/:id/send_code/:card/', sendCode);

  function confirmCard(req: FastifyRequest, user: SandboxUser, acc: StoredAccount, target: string) {
    const body = parseWith(confirmAccountRequestSchema, req.body);
    verifyUserCode(state, user, `acc:${acc.id}:${target}`, body.code);
    if (target === 'account') acc.processingUntil = 0;
    acc.cards.filter((c) => c.uuid === target).forEach((c) => (c.processingUntil = 0));
    state.push(user.email, 'accounts');
    return { success: true };
  }
  app.post<IdParams>('/cabinet/accounts/:id/confirm/', async (req) => {
    const user = requireUser(ctx, req);
    return confirmCard(req, user, find(user, req.params.id), 'account');
  });
}
