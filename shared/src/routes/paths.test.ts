import { describe, expect, it } from 'vitest';
import { matchRoute, normalizeLangUrl, routePath, switchLangUrl } from './paths';
import { ROUTES, type RouteName } from './route-table';

describe('routePath', () => {
  it.each<[RouteName, string]>([
    ['login', '/uk/login'],
    ['register-check-data', '/uk/register/check'],
    ['register-form', '/uk/register/form'],
    ['register-final-page', '/uk/register/final'],
    ['diya-qr-code', '/uk/register/sharing'],
    ['diya-qr-success', '/uk/register/sharing/success'],
    ['document-sign', '/uk/document-sign'],
    ['diya-qr-code-sign', '/uk/document-sign/sharing'],
    ['diya-qr-sign-success', '/uk/document-sign/sharing/success'],
    ['form-status', '/uk/form-status'],
    ['password-change', '/uk/password-change'],
    ['server-error-placeholder', '/uk/server_is_not_available'],
    ['private-cabinet', '/uk/'],
    ['profile', '/uk/profile'],
    ['accounts', '/uk/accounts'],
    ['documents-all', '/uk/documents/all'],
    ['documents-for-sign', '/uk/documents/waiting-for-sign'],
    ['trade-limits', '/uk/trade-limits'],
    ['messages', '/uk/messages'],
  ])('%s → %s', (name, path) => {
    expect(routePath(name, { lang: 'uk' })).toBe(path);
  });

  it('adds the query, flags without "=", and drops empty values', () => {
    expect(routePath('login', { lang: 'en', query: { resetPassword: true, email: 'a@b.c', x: undefined } })).toBe(
      '/en/login?resetPassword&email=a%40b.c',
    );
    expect(routePath('register-final-page', { lang: 'uk', query: { alreadySent: 1 } })).toBe(
      '/uk/register/final?alreadySent=1',
    );
  });

  it('covers every route of the table', () => {
    expect(Object.keys(ROUTES)).toHaveLength(21); // the 20 named routes + the unnamed test-page;
  });
});

describe('lang rule', () => {
  it.each([
    ['/', '', '/uk/profile'],
    ['/xx/login', '?a=1', '/uk/login?a=1'],
    ['/de/register/form', '', '/uk/register/form'],
    ['/login', '?resetPassword', '/uk/login?resetPassword'],
    ['/EN/messages', '', '/uk/messages'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(normalizeLangUrl(path, search)).toBe(expected);
  });

  it('a page of a remote area keeps its first segment (an area added later included)', () => {
    expect(normalizeLangUrl('/funds/report', '', ['funds'])).toBe('/uk/funds/report');
    expect(normalizeLangUrl('/funds/report', '')).toBe('/uk/report');
    expect(normalizeLangUrl('/reports/x', '?a=1', ['reports/monthly'])).toBe('/uk/reports/x?a=1');
  });

  it.each(['/uk/login', '/en/documents/all', '/uk/'])('%s is left alone', (path) => {
    expect(normalizeLangUrl(path, '')).toBeNull();
  });

  it('switches language keeping path and query', () => {
    expect(switchLangUrl('/uk/register', '?phone=380&is_resident=true', 'en')).toBe(
      '/en/register?phone=380&is_resident=true',
    );
    expect(switchLangUrl('/en/documents/all/', '', 'uk')).toBe('/uk/documents/all/');
  });

  it('matches a pathname to its route name', () => {
    expect(matchRoute('/en/document-sign/sharing/success/')).toEqual({ lang: 'en', name: 'diya-qr-sign-success' });
    expect(matchRoute('/uk/nowhere').name).toBeNull();
  });
});
