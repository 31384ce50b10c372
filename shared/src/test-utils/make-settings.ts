import type { AppSettings } from '@broker/shared/contracts';

/** The app settings (`GET profile/settings/`) as the sandbox answers them: override what the test is about. */
export function makeSettings(patch: Partial<AppSettings> = {}): AppSettings {
  return {
    AUTH_ACCESS_TOKEN_TTL: 15,
    AUTH_REFRESH_TOKEN_TTL: 240,
    BLOCK_NONRESIDENT: false,
    MAX_ACCOUNTS_COUNT: 5,
    MAX_IBAN_CARDS_COUNT: 2,
    DELAY_BEFORE_SHARING_REDIRECT: 0,
    RESIDENT_IMAGE_EXTENSIONS: [],
    NONRESIDENT_IMAGE_EXTENSIONS: [],
    STARTUP_TEXT_UA: null,
    STARTUP_TEXT_EN: null,
    STARTUP_BUTTON_TEXT_UA: null,
    STARTUP_BUTTON_TEXT_EN: null,
    ...patch,
  };
}
