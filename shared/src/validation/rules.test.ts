import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  codeSchema,
  confirmEquals,
  emailSchema,
  failedPasswordRules,
  loginPasswordSchema,
  ownOptionRequired,
  passwordSchema,
  phoneSchema,
  regEmailSchema,
} from './rules';

/** The first message zod reports (what the form shows under the field), or null when valid. */
function firstError(schema: z.ZodType, value: unknown): string | null {
  const res = schema.safeParse(value);
  return res.success ? null : (res.error.issues[0]?.message ?? 'no message');
}

describe('email (sign-in, reset)', () => {
  it.each([
    ['user@example.com', null],
    ['first.last_1-x@sub.example.ua', null],
    ['  user@example.com ', null], // trimmed before the checks
    ['', 'validations.required'],
    ['   ', 'validations.required'],
    ['юзер@example.com', 'validations.email'],
    ['user+tag@example.com', 'validations.email'],
    ['us er@example.com', 'validations.email'],
  ])('%j → %s', (value, expected) => {
    expect(firstError(emailSchema, value)).toBe(expected);
  });
});

describe('reg_email (registration)', () => {
  it.each([
    ['user@example.com', null],
    ['a.b-c_d@mail.co.uk', null],
    ['', 'validations.required'],
    ['user#1@example.com', 'validations.email'],
    ['user@example', 'validations.reg_email'],
    ['userexample.com', 'validations.reg_email'],
    ['user@@example.com', 'validations.reg_email'],
    ['.user@example.com', 'validations.reg_email'],
    ['user..x@example.com', 'validations.reg_email'],
    ['user@example.c', 'validations.reg_email'],
  ])('%j → %s', (value, expected) => {
    expect(firstError(regEmailSchema, value)).toBe(expected);
  });
});

describe('phone', () => {
  it.each([
    ['380501234567', null],
    ['+380501234567', null],
    ['12345678901', null], // 11 characters: the lower edge
    ['+1234567890', null], // 11 characters with the plus
    ['1234567890123456789', null], // 19: the upper edge
    ['', 'validations.required'],
    ['1234567890', 'validations.phone'], // 10
    ['12345678901234567890', 'validations.phone'], // 20
    ['+38 050 123 45 67', 'validations.phone'],
    ['38050123456a', 'validations.phone'],
    ['380+501234567', 'validations.phone'],
    ['++380501234567', 'validations.phone'],
  ])('%j → %s', (value, expected) => {
    expect(firstError(phoneSchema, value)).toBe(expected);
  });
});

describe('password', () => {
  it.each<[string, string[]]>([
    ['Passw0rd!', []],
    ['abcdef1@', []], // 8: lower edge
    ['Abcdefghij123456789?', []], // 20: upper edge
    ['1%a45678', []],
    ['', ['pw_length', 'pw_alpha', 'pw_numeric', 'pw_symbols']],
    ['Ab1@', ['pw_length']],
    ['Abcdefghij1234567890?', ['pw_length']], // 21
    ['Пароль12@', ['pw_chars', 'pw_alpha']],
    ['Passw0rd#', ['pw_chars', 'pw_symbols']],
    ['Pass w0rd!', ['pw_chars']],
    ['12345678@', ['pw_alpha']],
    ['Password@', ['pw_numeric']],
    ['Password1', ['pw_symbols']],
    [' Passw0rd!', ['pw_spaces']],
    ['Passw0rd! ', ['pw_spaces']],
  ])('%j fails %j', (value, failed) => {
    expect(failedPasswordRules(value)).toEqual(failed);
  });

  it.each([
    ['Passw0rd!', null],
    ['', 'validations.required'],
    ['short1!', 'validations.pw_length'],
    ['Password1', 'validations.pw_symbols'],
    [' Passw0rd!', 'validations.pw_spaces'],
  ])('schema: %j → %s', (value, expected) => {
    expect(firstError(passwordSchema, value)).toBe(expected);
  });

  it('the sign-in password is only required (old passwords may predate the rules)', () => {
    expect(firstError(loginPasswordSchema, 'x')).toBeNull();
    expect(firstError(loginPasswordSchema, '')).toBe('validations.required');
  });
});

describe('confirmation (pw_confirm)', () => {
  const schema = z
    .object({ password1: passwordSchema, password2: z.string() })
    .superRefine(confirmEquals('password1', 'password2'));

  it.each([
    [{ password1: 'Passw0rd!', password2: 'Passw0rd!' }, null, null],
    [{ password1: 'Passw0rd!', password2: 'Passw0rd?' }, 'password2', 'validations.pw_confirm'],
    [{ password1: 'Passw0rd!', password2: '' }, 'password2', 'validations.required'],
    [{ password1: 'Passw0rd!', password2: 'passw0rd!' }, 'password2', 'validations.pw_confirm'],
  ])('%j → %s %s', (value, path, message) => {
    const res = schema.safeParse(value);
    if (path === null) return expect(res.success).toBe(true);
    const issue = res.error?.issues.find((i) => i.path[0] === path);
    expect(issue?.message).toBe(message);
  });
});

describe('own option text', () => {
  const schema = z
    .object({ sources: z.array(z.string()), ownText: z.string() })
    .superRefine(ownOptionRequired('sources', 'ownText', 'own'));

  it.each([
    [{ sources: ['search'], ownText: '' }, null],
    [{ sources: [], ownText: '' }, null],
    [{ sources: ['own'], ownText: 'A podcast' }, null],
    [{ sources: ['search', 'own'], ownText: 'Billboard' }, null],
    [{ sources: ['own'], ownText: '' }, 'validations.own_option'],
    [{ sources: ['friend', 'own'], ownText: '   ' }, 'validations.own_option'],
  ])('%j → %s', (value, expected) => {
    const res = schema.safeParse(value);
    expect(res.success ? null : res.error.issues[0]?.message).toBe(expected);
    if (!res.success) expect(res.error.issues[0]?.path).toEqual(['ownText']);
  });
});

describe('one-time code', () => {
  it.each([
    ['1234', null],
    ['0000', null],
    ['', 'validations.code'],
    ['123', 'validations.code'],
    ['12345', 'validations.code'],
    ['12a4', 'validations.code'],
    ['12 4', 'validations.code'],
    ['١٢٣٤', 'validations.code'], // Arabic-Indic digits are not the digits the server checks
  ])('%j → %s', (value, expected) => {
    expect(firstError(codeSchema, value)).toBe(expected);
  });
});
