/**
 * zod issues and react-hook-form errors carry only a string, so a rule's message is the i18n key
 * `validations.<rule>`; rules that need a value in the text (min/max/length) append it as
 * `validations.min|{"length":8}`. `translateValidation` turns either form into the text.
 */
export type ValidationKey =
  | 'required'
  | 'required_files'
  | 'files_has_no_errors'
  | 'min'
  | 'max'
  | 'length'
  | 'min_no_required'
  | 'numeric'
  | 'email'
  | 'reg_email'
  | 'phone'
  | 'pw_length'
  | 'pw_chars'
  | 'pw_alpha'
  | 'pw_numeric'
  | 'pw_symbols'
  | 'pw_spaces'
  | 'pw_confirm'
  | 'own_option'
  | 'code'
  // form kit (@broker/shared/form): dates, masked inputs, files
  | 'date'
  | 'date_future'
  | 'date_min'
  | 'date_max'
  | 'identify_code'
  | 'neres_identify_code'
  | 'iban'
  | 'card_number'
  | 'card_expire'
  | 'file_format'
  | 'file_format_nonres'
  | 'file_too_large'
  | 'files_uploading'
  | 'files_max'
  // bank accounts and cards (onboarding step 4, cabinet add account)
  | 'iban_is_not_unique'
  | 'neres_iban'
  | 'bank_name'
  | 'card_is_not_unique'
  /** cabinet §1: the back end refused a state-support card as a payout card */
  | 'state_support_card'
  // cabinet document requests (cabinet §5)
  | 'not_past_date'
  | 'date-range-is-not-correct'
  | 'year_range'
  // application steps (onboarding register-form)
  | StepValidationKey;

/** Keys of the application's step rules (onboarding §5), kept beside the kit's in validations.json. */
export type StepValidationKey =
  | 'adult'
  | 'name_uk'
  | 'neres_name'
  | 'birth_city'
  | 'neres_birth_city'
  | 'doc_number'
  | 'doc_number_digits'
  | 'doc_number_length'
  | 'series_old'
  | 'series_international'
  | 'series_latin'
  | 'reestr_number'
  | 'valid_until_after_issue'
  | 'valid_until_id_card'
  | 'authority_code'
  | 'authority_code_numeric'
  | 'address_chars'
  | 'issue_after_birth'
  | 'registration_unavailable'
  | 'accounts_max';

const PREFIX = 'validations.';

/** The message string a rule puts on its issue. */
export function vmsg(key: ValidationKey, params?: Record<string, string | number>): string {
  return params ? `${PREFIX}${key}|${JSON.stringify(params)}` : `${PREFIX}${key}`;
}

/** Splits a message made by `vmsg` into the i18n key (namespace-qualified) and its parameters. */
export function parseValidationMessage(message: string): { key: string; params: Record<string, unknown> } {
  const bar = message.indexOf('|');
  const raw = bar === -1 ? message : message.slice(0, bar);
  let params: Record<string, unknown> = {};
  if (bar !== -1) {
    try {
      params = JSON.parse(message.slice(bar + 1)) as Record<string, unknown>;
    } catch {
      params = {}; // a hand-written message with a bar in it: show the key without values
    }
  }
  // `validations.x` lives in the `validations` namespace: i18next wants `validations:x`
  const key = raw.startsWith(PREFIX) ? `validations:${raw.slice(PREFIX.length)}` : raw;
  return { key, params };
}

type TFn = (key: string, options?: Record<string, unknown>) => string;

/** Text of a field error; a message that is not a `validations.*` key (a server text) is shown as is. */
export function translateValidation(t: TFn, message: string | undefined): string {
  if (!message) return '';
  if (!message.startsWith(PREFIX)) return message;
  const { key, params } = parseValidationMessage(message);
  return t(key, params);
}
