import { describe, expect, it } from 'vitest';
import { SHARING_RESULT_PAGES } from '@broker/shared/contracts';
import { RESULT_ACTIONS, resultPageOf } from './result-pages';

describe('sharing result pages (onboarding §2)', () => {
  it('every result of the spec has at least one next action', () => {
    for (const page of SHARING_RESULT_PAGES) expect(RESULT_ACTIONS[page].length).toBeGreaterThan(0);
  });
  it.each([
    ['noFullData', 'noFullData'],
    ['notUniqueData', 'notUniqueData'],
    ['doc_sign_success', 'doc_sign_success'],
    [null, 'error'],
    ['<script>', 'error'],
  ])('status %s reads as %s', (status, page) => {
    expect(resultPageOf(status)).toBe(page);
  });
  it('noFullData offers the bank-ID route, notUniqueData the manager', () => {
    expect(RESULT_ACTIONS.noFullData).toContain('bankId');
    expect(RESULT_ACTIONS.notUniqueData[0]).toBe('manager');
    expect(RESULT_ACTIONS.notUsed[0]).toBe('newQr');
  });
});
