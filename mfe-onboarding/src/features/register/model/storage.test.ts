import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_PROGRESS_KEY } from '../../../config/constants';
import type { Progress } from './progress';
import { clearProgress, loadProgress, saveProgress } from './storage';

const PROGRESS: Progress = {
  stage: 'emailCode',
  isResident: true,
  phone: '+380501234567',
  email: 'a@b.test',
  interfaceLanguage: 'uk',
  smsAvailable: true,
  datasource: null,
  shared: false,
  setPassword: false,
  code: null,
};

afterEach(() => vi.restoreAllMocks());

describe('registration progress in sessionStorage (survives a reload, not a new tab)', () => {
  it('round-trips what was saved, and clear leaves nothing to resume', () => {
    saveProgress(PROGRESS);
    expect(JSON.parse(sessionStorage.getItem(REGISTRATION_PROGRESS_KEY)!)).toEqual(PROGRESS);
    expect(localStorage.getItem(REGISTRATION_PROGRESS_KEY)).toBeNull();
    expect(loadProgress()).toEqual(PROGRESS);
    clearProgress();
    expect(loadProgress()).toBeNull();
  });

  it.each<[string, string]>([
    ['not JSON', '{oops'],
    ['an unknown stage (an older build)', JSON.stringify({ ...PROGRESS, stage: 'sms' })],
    ['no phone', JSON.stringify({ ...PROGRESS, phone: undefined })],
    ['an email that is not a text', JSON.stringify({ ...PROGRESS, email: 5 })],
    ['null', 'null'],
  ])('%s → nothing to resume', (_name, raw) => {
    sessionStorage.setItem(REGISTRATION_PROGRESS_KEY, raw);
    expect(loadProgress()).toBeNull();
  });

  it.each(['choice', 'contacts', 'emailCode', 'phoneCode', 'datasource', 'sharing', 'password', 'duplicate'] as const)(
    'stage %s resumes',
    (stage) => {
      saveProgress({ ...PROGRESS, stage });
      expect(loadProgress()?.stage).toBe(stage);
    },
  );

  it('blocked storage: nothing saved or loaded, and nothing throws', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => saveProgress(PROGRESS)).not.toThrow();
    expect(loadProgress()).toBeNull();
    expect(() => clearProgress()).not.toThrow();
  });
});
