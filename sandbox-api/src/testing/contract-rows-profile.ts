import * as C from '@broker/shared/contracts';
import { API_PATHS as P, STEP_ORDER, stepSchemas, type StepName } from '@broker/shared/contracts';
import { CONTRACT_USER } from './contract-rows-onboarding';
import type { Ctx, Row } from './contract-table';

const NONRES = 'new-part-nonres@sandbox.test';
const SHARING_USER = 'res-part-sharing-initial@sandbox.test';
const DIIA_USER = 'res-full-sharing-approved@sandbox.test';
const OTP_SIGNER = 'nonres-sign@sandbox.test';

/** Valid step bodies; `f` is an uploaded file id of the user. */
function stepBody(step: StepName, resident: boolean, f: number): unknown {
  switch (step) {
    case 'step_citizenship':
      return resident
        ? { citizenship: 'UA', residency: 'UA', employment: { type: 1, income_level: 2 } }
        : { citizenship: 'PL', residency: 'PL' };
    case 'step_name':
      return resident
        ? {
            last_name: 'Коваленко',
            first_name: 'Олена',
            birth_date: '1990-01-01',
            birth_city: 'Київ',
            has_inn: true,
            inn: '3123456789',
            photo_inn: [f],
          }
        : {
            last_name: 'Smith',
            first_name: 'John',
            birth_date: '1985-06-01',
            birth_city: 'Warsaw',
            birth_country: 'PL',
            has_inn: false,
          };
    case 'step_passport':
      return resident
        ? {
            passport_type: 'CardId',
            number: '123456789',
            date_issued: '2020-01-01',
            valid_until: '2030-01-01',
            issued_code: '1234',
            reestr_number: '19900101-12345',
            photo: [f],
          }
        : {
            passport_type: 'ForeignPassport',
            number: 'EA1234567',
            date_issued: '2019-03-01',
            country: 'PL',
            photo: [f],
            photo_selfie: [f],
          };
    case 'step_address':
      return {
        registration_address: {
          country: resident ? 'UA' : 'PL',
          settlement: resident ? 'Київ' : 'Warsaw',
          street: 'Main',
          house: '1',
        },
        registration_is_living: true,
      };
    case 'step_accounts':
      return {
        accounts: [
          {
            currency: [1, 2],
            iban: 'UA213223130000026007233566001',
            bank: 'Bank',
            doc: [f],
            cards: [{ card_number: '4149499912345678', card_expire: '12/29', doc: [f] }],
          },
        ],
      };
    case 'step_fatca':
      return {
        is_usa_citizen: false,
        has_residence: false,
        is_usa_born: false,
        has_usa_address: false,
        has_usa_phone: false,
        has_usa_payment_order: false,
        has_usa_p_a: false,
      };
    case 'step_targets':
      return { target: [1, 2], frequency: 1 };
  }
}

function stepRows(email: string, resident: boolean, fileKey: string): Row[] {
  return STEP_ORDER.flatMap((step): Row[] => {
    const path = P.step(step, resident);
    const schema = stepSchemas(step, resident).response;
    return [
      { name: `${resident ? 'resident' : 'non-resident'} GET ${step}`, method: 'GET', path, as: email, schema },
      {
        name: `${resident ? 'resident' : 'non-resident'} POST ${step}`,
        method: 'POST',
        path,
        as: email,
        body: (c: Ctx) => stepBody(step, resident, c.v[fileKey]),
        schema,
      },
    ];
  });
}

const qrPolls = (name: string, path: string, as: string | undefined, schema: Row['schema']): Row[] =>
  [1, 2, 3].map((n) => ({ name: `${name} poll ${n}`, method: 'GET' as const, path, as, schema }));

function diiaRows(base: string): Row[] {
  return [
    {
      name: `${base} list`,
      method: 'GET',
      path: `${base}/`,
      as: DIIA_USER,
      schema: C.docsToSignResponseSchema,
      then: (c, b) => (c.v.diiaDocs = b.map((d: { uuid: string }) => d.uuid)),
    },
    {
      name: `${base} start`,
      method: 'POST',
      path: `${base}/`,
      as: DIIA_USER,
      body: (c) => ({ docs: c.v.diiaDocs }),
      schema: C.qrDataSchema,
    },
    { name: `${base} deeplink`, method: 'GET', path: `${base}/deeplink/`, as: DIIA_USER, schema: C.qrDataSchema },
    {
      name: `${base} deeplink new`,
      method: 'GET',
      path: `${base}/deeplink/new/`,
      as: DIIA_USER,
      schema: C.qrDataSchema,
    },
    ...qrPolls(`${base} result`, `${base}/result/`, DIIA_USER, C.diiaSignResultResponseSchema),
  ];
}

/** Steps 0-6 for both variants, sharing, signing (onboarding §7). */
export const profileRows: Row[] = [
  ...stepRows(CONTRACT_USER.email, true, 'fileId'),
  {
    name: 'non-resident upload',
    method: 'POST',
    path: P.upload,
    as: NONRES,
    multipart: { field: 'doc', filename: 'passport.bmp', content: 'BMP' },
    status: 201,
    schema: C.uploadResponseSchema,
    then: (c, b) => (c.v.nonresFile = b.id),
  },
  ...stepRows(NONRES, false, 'nonresFile'),
  {
    name: 'step after FULL → FullSentProfile',
    method: 'POST',
    path: P.step('step_targets', true),
    as: CONTRACT_USER.email,
    body: { target: [1], frequency: 1 },
    status: 400,
    schema: C.errorBodySchema,
  },
  { name: 'sharing deeplink', method: 'GET', path: P.sharingDeeplink, as: SHARING_USER, schema: C.qrDataSchema },
  { name: 'sharing deeplink new', method: 'GET', path: P.sharingDeeplinkNew, as: SHARING_USER, schema: C.qrDataSchema },
  ...qrPolls('sharing result', P.sharingResult, SHARING_USER, C.sharingResultResponseSchema),
  {
    name: 'sharing result without a session → 404',
    method: 'GET',
    path: P.sharingResult,
    status: 404,
    schema: C.errorBodySchema,
  },
  {
    name: 'sharing data',
    method: 'GET',
    path: P.sharingStepConfirm,
    as: SHARING_USER,
    schema: C.sharingDataResponseSchema,
    then: (c, b) => (c.v.shared = b),
  },
  {
    name: 'sharing confirm',
    method: 'POST',
    path: P.sharingStepConfirm,
    as: SHARING_USER,
    body: (c) => c.v.shared,
    schema: C.sharingStepConfirmResponseSchema,
  },
  ...diiaRows(P.diiaSign.replace(/\/$/, '')),
  ...diiaRows('diia_sign'),
  {
    name: 'sign_doc pdf',
    method: 'GET',
    path: (c) => P.signDoc(c.v.diiaDocs[0]),
    as: DIIA_USER,
    schema: { file: 'application/pdf' },
  },
  {
    name: 'non-resident sign list',
    method: 'GET',
    path: P.nonresidentSignOtp,
    as: OTP_SIGNER,
    schema: C.docsToSignResponseSchema,
    then: (c, b) => (c.v.nrDocs = b.map((d: { uuid: string }) => d.uuid)),
  },
  {
    name: 'non-resident sign_doc pdf',
    method: 'GET',
    path: (c) => P.nonresidentSignDoc(c.v.nrDocs[0]),
    as: OTP_SIGNER,
    schema: { file: 'application/pdf' },
  },
  {
    name: 'non-resident sign code',
    method: 'POST',
    path: P.nonresidentSignOtp,
    as: OTP_SIGNER,
    body: (c) => ({ docs: c.v.nrDocs, sign: true }),
    schema: C.otpResponseSchema,
    then: (c, b) => (c.v.nrOtp = b.otp_id),
  },
  {
    name: 'non-resident sign confirm',
    method: 'POST',
    path: P.nonresidentSignOtpConfirm,
    as: OTP_SIGNER,
    body: (c) => ({ otp_id: c.v.nrOtp, code: c.code(c.h.state.findUser(OTP_SIGNER)!.phone) }),
    schema: C.signOtpConfirmResponseSchema,
  },
  {
    name: 'non-resident signed status',
    method: 'GET',
    path: P.nonresidentSignOtpSigned,
    as: OTP_SIGNER,
    schema: C.signOtpSignedResponseSchema,
  },
];
