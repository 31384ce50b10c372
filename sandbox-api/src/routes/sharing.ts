import type { FastifyInstance } from 'fastify';
import {
  sharingStepConfirmRequestSchema,
  type SharingDataResponse,
  type SharingResultResponse,
} from '@broker/shared/contracts';
import { originOf, requireUser, type Ctx } from '../http/context';
import { apiUrl } from '../state/views';
import { codeError, notFound, parseWith } from '../http/http-error';
import { PNG_1PX } from '../seed/binaries';
import { qrData, qrOwner, qrStatus } from './qr';

/** Resident data sharing through the digital-ID app (onboarding §4 QR flow, §7). */
export function sharingRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { state } = ctx;
  let anonSeq = 0;

  for (const path of ['/profile/sharing/deeplink/', '/profile/sharing/deeplink/new/']) {
    app.get(path, async (req, reply) => {
      state.qr.set(qrOwner(ctx, req, reply), { kind: 'sharing', polls: 0, docs: [] });
      return qrData(req, 'sharing');
    });
  }

  app.get('/profile/sharing/result/', async (req): Promise<SharingResultResponse> => {
    const owner = qrOwner(ctx, req);
    const session = state.qr.get(owner);
    if (!session || session.kind !== 'sharing') throw notFound('No sharing was started.');
    session.polls++;
    const { outcome, doubles } = state.qrOutcome;
    const status = qrStatus(session.polls, outcome) as SharingResultResponse['status'];
    const user = state.findUser(owner);
    const done = status === 'success';
    const anon = ++anonSeq;
    return {
      success: done,
      status,
      email: done ? (user?.email ?? state.qrOutcome.email ?? `shared-${anon}@sandbox.test`) : null,
      phone: done ? (user?.phone ?? state.qrOutcome.phone ?? `+38067${String(7_000_000 + anon)}`) : null,
      profile_status: done ? (user?.profile_status ?? null) : null,
      doubles: done ? { profile_status: doubles as 'LAUNCHING' | 'EXISTING' | 'NOLOGIN' | null } : null,
    };
  });

  app.get('/profile/sharing/step_confirm/', async (req): Promise<SharingDataResponse> => {
    const user = requireUser(ctx, req);
    const files = ['passport-page-1.png', 'tax-id.png'].map((name) =>
      state.files.addGenerated(user.email, name, 'image/png', PNG_1PX),
    );
    return {
      accounts: [{ iban: 'UA213223130000026007233566001', bank: 'ПриватБанк', currency: [1] }],
      cards: [{ card_number: '4149499912345678', card_expire: '12/29' }],
      address: {
        registration_address: {
          country: 'UA',
          region: 'Київська',
          settlement_type: 'місто',
          settlement: 'Київ',
          street_type: 'вулиця',
          street: 'Хрещатик',
          house: '1',
          flat: '1',
          index: '01001',
        },
        living_address: null,
      },
      employment: { type: 1, income_level: 2 },
      fatcadata: {
        is_usa_citizen: false,
        has_residence: false,
        is_usa_born: false,
        has_usa_address: false,
        has_usa_phone: false,
        has_usa_payment_order: false,
        has_usa_p_a: false,
        tin_code: null,
      },
      file_ids: files.map((f) => f.id),
      files: files.map((f) => ({
        id: f.id,
        name: f.name,
        uuid: f.uuid,
        src: apiUrl(state, originOf(req), `profile/doc/${f.uuid}/`),
      })),
    };
  });

  app.post('/profile/sharing/step_confirm/', async (req) => {
    const user = requireUser(ctx, req);
    if (user.profile_status === 'FULL')
      throw codeError('FullSentProfile', 'The application was already sent.', {
        doubles: { profile_status: 'EXISTING' },
      });
    const body = parseWith(sharingStepConfirmRequestSchema, req.body);
    user.steps.step_citizenship = { citizenship: 'UA', residency: 'UA', employment: body.employment };
    user.steps.step_address = {
      registration_address: body.address.registration_address,
      registration_is_living: body.address.living_address === null,
      living_address: body.address.living_address,
    };
    user.steps.step_fatca = { ...body.fatcadata };
    user.profile_status = 'FULL';
    user.check_status = 'INITIAL';
    user.register_datasource = 'SHARING';
    return { success: true as const, profile_status: 'FULL' as const };
  });
}
