import type { CountryRef, DocumentType, PassportTypeRef, RefOption } from '@broker/shared/contracts';

/** Reference lists (onboarding §3). Values are sandbox-chosen; names in uk and en. */
type Bi = { id: number; uk: string; en: string; default_checked?: boolean };
const pick = (list: Bi[], lang: 'uk' | 'en'): RefOption[] =>
  list.map(({ id, uk, en, default_checked }) => ({
    id,
    name: lang === 'uk' ? uk : en,
    ...(default_checked !== undefined ? { default_checked } : {}),
  }));

const FREQUENCIES: Bi[] = [
  { id: 1, uk: 'Щомісяця', en: 'Monthly', default_checked: true },
  { id: 2, uk: 'Щокварталу', en: 'Quarterly', default_checked: false },
  { id: 3, uk: 'Раз на рік', en: 'Yearly', default_checked: false },
];
const TARGETS: Bi[] = [
  { id: 1, uk: 'Збереження коштів', en: 'Saving money', default_checked: true },
  { id: 2, uk: 'Отримання доходу', en: 'Earning income', default_checked: false },
  { id: 3, uk: 'Підтримка держави', en: 'Supporting the state', default_checked: false },
];
const EMPLOYMENT: Bi[] = [
  { id: 1, uk: 'Найманий працівник', en: 'Employee' },
  { id: 2, uk: 'ФОП', en: 'Sole proprietor' },
  { id: 3, uk: 'Пенсіонер', en: 'Retired' },
  { id: 4, uk: 'Не працюю', en: 'Unemployed' },
];
const INCOME: Bi[] = [
  { id: 1, uk: 'До 20 000 грн', en: 'Up to 20,000 UAH' },
  { id: 2, uk: '20 000 - 100 000 грн', en: '20,000 - 100,000 UAH' },
  { id: 3, uk: 'Понад 100 000 грн', en: 'Over 100,000 UAH' },
];

export const refOptions = {
  business_frequencies: (l: 'uk' | 'en') => pick(FREQUENCIES, l),
  business_targets: (l: 'uk' | 'en') => pick(TARGETS, l),
  employment_types: (l: 'uk' | 'en') => pick(EMPLOYMENT, l),
  income_levels: (l: 'uk' | 'en') => pick(INCOME, l),
};

export const CURRENCIES = [
  { id: 1 as const, name: 'UAH' },
  { id: 2 as const, name: 'USD' },
  { id: 3 as const, name: 'EUR' },
];

const RESIDENT_TYPES = [
  'OldPassport',
  'CardId',
  'InternationalPassport',
  'TemporaryResidence',
  'PermanentResidence',
  'TemporaryPermit',
  'TemporaryCertificate',
  'AdditionalProtectionCard',
] as const;
const FOREIGN_TYPES = [
  'ForeignPassport',
  'ForeignInternationalPassport',
  'ForeignCardId',
  'ForeignTemporaryResidence',
  'ForeignPermanentResidence',
] as const;
export function passportTypes(): PassportTypeRef[] {
  return [
    ...RESIDENT_TYPES.map((codename) => ({
      codename,
      name: codename.replace(/([a-z])([A-Z])/g, '$1 $2'),
      for_resident: true,
    })),
    ...FOREIGN_TYPES.map((codename) => ({
      codename,
      name: codename.replace(/([a-z])([A-Z])/g, '$1 $2'),
      for_resident: false,
    })),
  ];
}

/** Residency codes whose users get the blacklisted-residency modal. */
export const BLACKLIST = ['RU', 'BY', 'IR', 'KP', 'SY'];

const COUNTRIES: Array<[string, string, string]> = [
  ['UA', 'Україна', 'Ukraine'],
  ['PL', 'Польща', 'Poland'],
  ['DE', 'Німеччина', 'Germany'],
  ['US', 'США', 'United States'],
  ['GB', 'Велика Британія', 'United Kingdom'],
  ['FR', 'Франція', 'France'],
  ['IT', 'Італія', 'Italy'],
  ['ES', 'Іспанія', 'Spain'],
  ['CA', 'Канада', 'Canada'],
  ['MD', 'Молдова', 'Moldova'],
  ['GE', 'Грузія', 'Georgia'],
  ['LT', 'Литва', 'Lithuania'],
  ['LV', 'Латвія', 'Latvia'],
  ['EE', 'Естонія', 'Estonia'],
  ['CZ', 'Чехія', 'Czechia'],
  ['RO', 'Румунія', 'Romania'],
  ['RU', 'Росія', 'Russia'],
  ['BY', 'Білорусь', 'Belarus'],
  ['IR', 'Іран', 'Iran'],
  ['KP', 'КНДР', 'North Korea'],
  ['SY', 'Сирія', 'Syria'],
];
/** Ukraine first (onboarding §9). */
export const countries = (l: 'uk' | 'en'): CountryRef[] =>
  COUNTRIES.map(([id, uk, en]) => ({ id, name: l === 'uk' ? uk : en }));

/** Cabinet document types (cabinet §3). id 6 is inactive, id 5 is not user-requestable. */
export const DOCUMENT_TYPES: DocumentType[] = [
  {
    id: 1,
    title: { uk: 'Виписка з рахунку', en: 'Account statement' },
    is_active: true,
    user_request_allow: true,
    date_type: 'PERIOD',
  },
  {
    id: 2,
    title: { uk: 'Податковий звіт', en: 'Tax report' },
    is_active: true,
    user_request_allow: true,
    date_type: 'YEAR',
  },
  {
    id: 3,
    title: { uk: 'Довідка про залишок', en: 'Balance certificate' },
    is_active: true,
    user_request_allow: true,
    date_type: 'DATE',
  },
  { id: 4, title: { uk: 'Договір', en: 'Agreement' }, is_active: true, user_request_allow: true, date_type: null },
  {
    id: 5,
    title: { uk: 'Звіт брокера', en: 'Broker report' },
    is_active: true,
    user_request_allow: false,
    date_type: 'PERIOD',
  },
  {
    id: 6,
    title: { uk: 'Архівна довідка', en: 'Archive certificate' },
    is_active: false,
    user_request_allow: true,
    date_type: 'DATE',
  },
];

/**
 * State-support cards (cabinet §1): the real back end knows the programmes' issuer ranges; the sandbox
 * treats card numbers starting with 9999 as such (chosen, no real range). Accepted only for a client
 * with bonds bought through the state app (`stateAppBonds`), refused with `state_support_card` otherwise.
 */
export const STATE_SUPPORT_CARD_PREFIX = '9999';
export const isStateSupportCard = (cardNumber: string) => cardNumber.startsWith(STATE_SUPPORT_CARD_PREFIX);
