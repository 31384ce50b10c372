import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STEP_NAMES, stepSchemas, type StepName } from '@broker/shared/contracts';
import { originOf, requireUser, type Ctx } from '../http/context';
import { HttpError, badRequest, codeError, fieldError, parseWith } from '../http/http-error';
import { BLACKLIST } from '../seed/refs';
import type { SandboxUser } from '../state/types';
import { stepView } from './step-views';

const FILE_KEYS = new Set([
  'photo',
  'photo_inn',
  'photo_no_inn',
  'photo_register',
  'photo_45',
  'photo_selfie',
  'photo_migrant_reference',
  'doc',
]);

/** Every file id referenced anywhere in a step body (accounts and cards nest them). */
function fileIds(v: unknown, key = ''): number[] {
  if (Array.isArray(v))
    return FILE_KEYS.has(key) ? v.filter((x): x is number => typeof x === 'number') : v.flatMap((x) => fileIds(x));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => fileIds(x, k));
  return [];
}

const yearsBetween = (birth: string, now: number) => {
  const b = new Date(`${birth}T00:00:00Z`);
  const n = new Date(now);
  return (
    n.getUTCFullYear() -
    b.getUTCFullYear() -
    (n.getUTCMonth() < b.getUTCMonth() || (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() < b.getUTCDate())
      ? 1
      : 0)
  );
};

/** Application steps 0-6 for residents (profile/<step>/) and non-residents (profile/nonresident/<step>/). */
export function stepRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { state } = ctx;

  const checkStep = (user: SandboxUser, step: StepName, body: Record<string, unknown>) => {
    if (step === 'step_citizenship') {
      if (body.citizenship === null)
        throw codeError('RegistrationImpossible', 'Online registration is unavailable without citizenship.');
      if (BLACKLIST.includes(String(body.residency)))
        throw codeError('RegistrationImpossible', 'Online registration is unavailable for this residency.');
      if (user.is_resident !== (body.residency === 'UA'))
        throw fieldError(
          'residency',
          user.is_resident ? 'Residents have residency UA.' : 'Non-residents cannot choose UA.',
        );
    }
    if (step === 'step_name') {
      if (yearsBetween(String(body.birth_date), state.clock.now()) < 18)
        throw fieldError('birth_date', 'Registration is impossible under 18.');
      if (body.has_inn === true && !body.inn) throw fieldError('inn', 'This field is required.');
      // backend-only checks, so the client's per-field display of server errors can be exercised (README)
      if (body.has_inn === true && typeof body.inn === 'string' && /^0+$/.test(body.inn))
        throw fieldError('inn', 'No tax id consists of zeros only.');
    }
    if (step === 'step_passport') {
      const birth = user.steps.step_name?.birth_date;
      if (typeof birth === 'string' && typeof body.date_issued === 'string' && body.date_issued < birth) {
        throw fieldError('date_issued', 'The document cannot be issued before the birth date.');
      }
    }
    if (step === 'step_accounts') {
      const accounts = body.accounts as Array<{ iban: string; cards: Array<{ card_number?: string | null }> }>;
      if (accounts.length > 5) throw fieldError('accounts', 'At most 5 accounts.');
      // duplicates are named on the later account / card, nested as DRF does for lists (README "Field errors")
      const seenIbans = new Set<string>();
      const seenCards = new Set<string>();
      const errors = accounts.map((a) => {
        const e: Record<string, unknown> = {};
        const iban = a.iban.toUpperCase();
        if (seenIbans.has(iban)) e.iban = ['iban_is_not_unique'];
        seenIbans.add(iban);
        const cards = a.cards.map((c) => {
          if (!c.card_number) return {};
          const dup = seenCards.has(c.card_number);
          seenCards.add(c.card_number);
          return dup ? { card_number: ['card_is_not_unique'] } : {};
        });
        if (cards.some((c) => Object.keys(c).length > 0)) e.cards = cards;
        return e;
      });
      if (errors.some((e) => Object.keys(e).length > 0)) throw badRequest('Invalid request', { accounts: errors });
    }
    if (step === 'step_fatca') {
      const any = ['is_usa_citizen', 'has_residence', 'is_usa_born', 'has_usa_address', 'has_usa_phone'].some(
        (k) => body[k] === true,
      );
      if (any && !body.tin_code) throw fieldError('tin_code', 'This field is required.');
    }
    const ids = fileIds(body);
    if (!state.files.owned(ids, user.email)) throw badRequest('Invalid request', { doc: ['Unknown file id.'] });
  };

  const handlers = (step: StepName, nonresidentPath: boolean) => {
    const resolve = (req: FastifyRequest) => {
      const user = requireUser(ctx, req);
      if (step !== 'step_citizenship' && user.is_resident === nonresidentPath) {
        throw new HttpError(403, {
          detail: `${user.is_resident ? 'Residents' : 'Non-residents'} use ${user.is_resident ? 'profile/' : 'profile/nonresident/'}${step}/.`,
        });
      }
      return user;
    };
    return {
      get: async (req: FastifyRequest) => stepView(state, originOf(req), resolve(req), step),
      post: async (req: FastifyRequest) => {
        const user = resolve(req);
        if (user.profile_status === 'FULL')
          throw codeError('FullSentProfile', 'The application was already sent.', {
            doubles: { profile_status: 'EXISTING' },
          });
        const body = parseWith(stepSchemas(step, user.is_resident).request, req.body) as Record<string, unknown>;
        checkStep(user, step, body);
        user.steps[step] = body;
        if (step === 'step_name') {
          user.first_name = String(body.first_name);
          user.last_name = String(body.last_name);
        }
        if (step === 'step_targets') {
          // the last step is the final submit (not in spec: chosen)
          user.profile_status = 'FULL';
          user.check_status = user.is_resident ? 'INITIAL' : 'REVIEW';
          state.log(`[users] ${user.email} sent the application (${user.check_status})`);
        }
        return stepView(state, originOf(req), user, step);
      },
    };
  };

  for (const step of STEP_NAMES) {
    const res = handlers(step, false);
    app.get(`/profile/${step}/`, res.get);
    app.post(`/profile/${step}/`, res.post);
    if (step === 'step_citizenship') continue;
    const non = handlers(step, true);
    app.get(`/profile/nonresident/${step}/`, non.get);
    app.post(`/profile/nonresident/${step}/`, non.post);
  }
}
