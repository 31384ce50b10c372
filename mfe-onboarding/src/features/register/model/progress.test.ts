import { describe, expect, it } from 'vitest';
import { joinSources } from '../schemas/password-step-schema';
import {
  afterDatasource,
  afterEmailConfirmed,
  afterPhoneConfirmed,
  initialProgress,
  parseRegisterQuery,
  resumeOrStart,
  sharingQuery,
  targetAfterPassword,
  type Progress,
} from './progress';

const base = (over: Partial<Progress>): Progress => ({
  ...initialProgress('uk'),
  phone: '380501112233',
  email: 'a@b.test',
  ...over,
});

describe('registration sequence (§4)', () => {
  it.each<[string, Partial<Progress>, Progress['stage']]>([
    ['resident with SMS: phone code next', { isResident: true, smsAvailable: true }, 'phoneCode'],
    [
      'resident without SMS: phone counts as confirmed, data source next',
      { isResident: true, smsAvailable: false },
      'datasource',
    ],
    [
      'resident whose link chose bank-ID: password next',
      { isResident: true, smsAvailable: false, datasource: 'BANKID' },
      'password',
    ],
    [
      'resident whose link chose the sharing app: its QR page next',
      { isResident: true, smsAvailable: false, datasource: 'SHARING' },
      'sharing',
    ],
    [
      'resident who shared before registering: password next',
      { isResident: true, smsAvailable: false, datasource: 'SHARING', shared: true },
      'password',
    ],
    ['non-resident without SMS: password next', { isResident: false, smsAvailable: false }, 'password'],
    ['non-resident with SMS: phone code next', { isResident: false, smsAvailable: true }, 'phoneCode'],
  ])('after the email code, %s', (_, over, stage) => {
    expect(afterEmailConfirmed(base({ stage: 'emailCode', ...over })).stage).toBe(stage);
  });

  it.each<[Partial<Progress>, Progress['stage']]>([
    [{ isResident: true }, 'datasource'],
    [{ isResident: true, datasource: 'BANKID' }, 'password'],
    [{ isResident: false }, 'password'],
  ])('after the phone code %j → %s', (over, stage) => {
    const next = afterPhoneConfirmed(
      base({ stage: 'phoneCode', code: { otp_id: 'x', expiresAt: 1, tries: 3, to: null }, ...over }),
    );
    expect(next.stage).toBe(stage);
    expect(next.code).toBeNull(); // the next stage sends its own code
  });

  // issue 24 item 1: the sharing app's QR page comes between the choice and the password
  it.each<[Partial<Progress>, 'SHARING' | 'BANKID', Progress['stage']]>([
    [{}, 'SHARING', 'sharing'],
    [{}, 'BANKID', 'password'],
    [{ shared: true }, 'SHARING', 'password'],
  ])('data source chosen %j %s → %s', (over, source, stage) => {
    expect(afterDatasource(base({ stage: 'datasource', isResident: true, ...over }), source)).toMatchObject({
      datasource: source,
      stage,
    });
  });

  it('the QR page gets the registration’s contacts', () => {
    expect(sharingQuery(base({}))).toEqual({ phone: '380501112233', email: 'a@b.test' });
  });

  it.each([
    ['SHARING', 'register-check-data'],
    ['BANKID', 'register-form'],
    [null, 'register-form'],
  ] as const)('%s goes to %s', (datasource, target) => {
    expect(targetAfterPassword({ datasource })).toBe(target);
  });
});

describe('register query (§2)', () => {
  it('reads every parameter', () => {
    const q = parseRegisterQuery(
      new URLSearchParams(
        'phone=+380501112233&email=A@b.test&is_resident=false&interface_language=en&register_datasource=SHARING&set_password=true',
      ),
    );
    expect(q).toEqual({
      phone: '+380501112233',
      email: 'A@b.test',
      isResident: false,
      interfaceLanguage: 'en',
      datasource: 'SHARING',
      setPassword: true,
    });
  });

  it.each([
    ['is_resident=true', true],
    ['is_resident=1', true],
    ['is_resident=false', false],
    ['is_resident=0', false],
  ])('%s → resident %s', (qs, value) => {
    expect(parseRegisterQuery(new URLSearchParams(qs)).isResident).toBe(value);
  });

  it('ignores unknown values', () => {
    expect(parseRegisterQuery(new URLSearchParams('interface_language=de&register_datasource=X'))).toEqual({});
  });
});

describe('resume', () => {
  const stored = base({ stage: 'phoneCode', isResident: true });

  it('keeps the stored progress when the query agrees or is empty', () => {
    expect(resumeOrStart(stored, {}, 'uk')).toBe(stored);
    expect(resumeOrStart(stored, { email: 'A@B.test', isResident: true }, 'uk')).toBe(stored);
  });

  it('starts over when the link brings other contacts', () => {
    const next = resumeOrStart(stored, { email: 'other@b.test', isResident: false }, 'en');
    expect(next).toMatchObject({
      stage: 'contacts',
      email: 'other@b.test',
      isResident: false,
      interfaceLanguage: 'en',
    });
  });

  // the QR page's way back after a share: register?…&register_datasource=SHARING&set_password
  const back = {
    phone: '380501112233',
    email: 'a@b.test',
    isResident: true,
    datasource: 'SHARING',
    setPassword: true,
  } as const;
  it.each<[string, Progress | null, Partial<Progress>]>([
    [
      'waiting on the QR page → password',
      base({ stage: 'sharing', isResident: true, datasource: 'SHARING' }),
      { stage: 'password', shared: true, datasource: 'SHARING' },
    ],
    [
      'codes not finished yet → they stay, then the password',
      base({ stage: 'phoneCode', isResident: true }),
      { stage: 'phoneCode', shared: true, datasource: 'SHARING' },
    ],
    [
      'nothing stored (shared first) → contacts, source SHARING, shared',
      null,
      { stage: 'contacts', shared: true, datasource: 'SHARING', setPassword: true, email: 'a@b.test' },
    ],
  ])('back from a share: %s', (_label, from, expected) => {
    expect(resumeOrStart(from, back, 'uk')).toMatchObject(expected);
  });

  it('register_datasource=SHARING without set_password is no share: the QR page is still ahead', () => {
    const waiting = base({ stage: 'sharing', isResident: true, datasource: 'SHARING' });
    expect(resumeOrStart(waiting, { ...back, setPassword: undefined }, 'uk')).toBe(waiting);
  });

  it('without a residency in the query the visitor chooses first', () => {
    expect(resumeOrStart(null, { phone: '380501112233' }, 'uk')).toMatchObject({
      stage: 'choice',
      phone: '380501112233',
    });
  });
});

describe('register_source', () => {
  const label = (o: string) => `<${o}>`;
  it.each([
    [{ sources: [], ownText: '' }, ''],
    [{ sources: ['friend', 'search_engine'], ownText: 'ignored' }, '<search_engine>, <friend>'],
    [{ sources: ['own', 'social_networks'], ownText: '  A billboard ' }, '<social_networks>, A billboard'],
  ] as const)('%j → %j', (values, text) => {
    expect(joinSources({ sources: [...values.sources], ownText: values.ownText }, label, ', ')).toBe(text);
  });
});
