import type { FastifyInstance } from 'fastify';
import {
  listQuerySchema,
  type BalanceResponse,
  type MoneyConfirmation,
  type MoneyConfirmationsResponse,
} from '@broker/shared/contracts';
import { requireUser, type Ctx } from '../http/context';
import { parseWith } from '../http/http-error';
import { order, page } from '../http/paging';
import { receiveUpload } from '../http/upload';
import type { SandboxUser } from '../state/types';

/** Trade limits, balances and money confirmations (cabinet §7). */
export function fundsRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { state } = ctx;
  const balance = (user: SandboxUser): BalanceResponse => ({
    created: new Date(user.balanceCreated).toISOString(),
    ...user.balance,
  });

  app.get('/cabinet/balance/', async (req) => balance(requireUser(ctx, req)));
  app.get('/cabinet/balance/refresh/', async (req) => {
    const user = requireUser(ctx, req);
    user.balanceCreated = state.clock.now();
    return balance(user);
  });

  app.get('/cabinet/money_confirmations/', async (req): Promise<MoneyConfirmationsResponse> => {
    const user = requireUser(ctx, req);
    const q = parseWith(listQuerySchema, req.query);
    const sorted = order(
      user.confirmations,
      q.ordering,
      { created: (c) => c.created, status: (c) => c.status, doc: (c) => c.doc },
      '-created',
    );
    return page(req, sorted, q.limit, q.offset);
  });

  app.post('/cabinet/money_confirmations/', async (req, reply): Promise<MoneyConfirmation> => {
    const user = requireUser(ctx, req);
    const file = await receiveUpload(req, state, user);
    const item: MoneyConfirmation = {
      id: state.ids.confirmation(),
      doc: file.name,
      created: new Date(state.clock.now()).toISOString(),
      status: 'IN_PROCESS',
    };
    user.confirmations.unshift(item);
    void reply.code(201);
    return item;
  });
}
