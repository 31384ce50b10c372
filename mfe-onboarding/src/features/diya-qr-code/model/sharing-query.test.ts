import { describe, expect, it } from 'vitest';
import { parseSharingQuery, registerQueryAfterShare } from './sharing-query';

describe('the QR page query (onboarding §2 diya-qr-code: skipCheck, phone, email, state)', () => {
  it.each([
    ['', { phone: null, email: null, state: null, skipCheck: false, checkOnEntry: false }],
    [
      'phone=%2B380501112233&email=a%40b.test',
      { phone: '+380501112233', email: 'a@b.test', state: null, skipCheck: false, checkOnEntry: false },
    ],
    ['phone=+380501112233', { phone: '+380501112233' }], // an unencoded plus arrives as a space
    ['state=abc', { state: 'abc', checkOnEntry: true }],
    ['state=abc&skipCheck=1', { state: 'abc', skipCheck: true, checkOnEntry: false }],
    ['state=abc&skipCheck=true', { skipCheck: true, checkOnEntry: false }],
    ['state=abc&skipCheck=0', { skipCheck: false, checkOnEntry: true }],
    ['state=&email=', { state: null, email: null, checkOnEntry: false }],
  ])('%j', (search, expected) => expect(parseSharingQuery(new URLSearchParams(search))).toMatchObject(expected));

  it.each([
    [
      'the page’s contacts win',
      { phone: '+380501112233', email: 'me@b.test' },
      { phone: '+380671234567', email: 'shared@b.test' },
      { phone: '+380501112233', email: 'me@b.test' },
    ],
    [
      'without them the shared ones',
      { phone: null, email: null },
      { phone: '+380671234567', email: 'shared@b.test' },
      { phone: '+380671234567', email: 'shared@b.test' },
    ],
  ])('after a share: %s, source SHARING, on to the password', (_label, page, shared, contacts) => {
    expect(registerQueryAfterShare(page, shared)).toEqual({
      ...contacts,
      is_resident: 'true',
      register_datasource: 'SHARING',
      set_password: true,
    });
  });
});
