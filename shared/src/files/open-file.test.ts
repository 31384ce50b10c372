import { describe, expect, it } from 'vitest';
import { fileActionFor, isIOS } from './open-file';

describe('fileActionFor (cabinet §9: PDF in a new tab except on iOS; p7s saved)', () => {
  it.each([
    ['application/pdf', true, false, 'new-tab'],
    ['application/pdf', true, true, 'same-tab'],
    ['application/pdf', false, false, 'save'],
    ['application/x-pkcs7-signature', true, false, 'save'],
    ['application/x-pkcs7-signature', true, true, 'save'],
    ['image/png', true, false, 'new-tab'],
    ['application/octet-stream', true, false, 'save'],
  ] as const)('%s open=%s ios=%s → %s', (type, open, ios, action) => {
    expect(fileActionFor(type, open, ios)).toBe(action);
  });
});

describe('isIOS', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 0, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5, true], // iPadOS asks for the desktop site
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0, false],
    ['Mozilla/5.0 (Linux; Android 14)', 5, false],
  ])('%s (%i touch points) → %s', (userAgent, maxTouchPoints, expected) => {
    expect(isIOS({ userAgent, maxTouchPoints })).toBe(expected);
  });
});
