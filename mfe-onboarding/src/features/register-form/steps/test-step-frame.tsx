import { vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { getJson } from '@broker/shared/api';
import { renderWithApp } from '@broker/shared/test-utils';
import uk from '../../../locales/uk.json';
import en from '../../../locales/en.json';
import { ApplicationForm } from '../components/application-form';
import { STEP_STORAGE_KEY } from '../model/step-nav';

/**
 * Component tests of steps 4-6: the real frame on a given step, the step GETs answered from a table.
 * The test file mocks `@broker/shared/api` (getJson, sendJson) before importing this.
 */
const SETTINGS = {
  AUTH_ACCESS_TOKEN_TTL: 15,
  AUTH_REFRESH_TOKEN_TTL: 240,
  BLOCK_NONRESIDENT: false,
  MAX_ACCOUNTS_COUNT: 2,
  MAX_IBAN_CARDS_COUNT: 2,
  DELAY_BEFORE_SHARING_REDIRECT: 0,
  RESIDENT_IMAGE_EXTENSIONS: [],
  NONRESIDENT_IMAGE_EXTENSIONS: [],
  STARTUP_TEXT_UA: null,
  STARTUP_TEXT_EN: null,
  STARTUP_BUTTON_TEXT_UA: null,
  STARTUP_BUTTON_TEXT_EN: null,
};
const NO = {
  is_usa_citizen: false,
  has_residence: false,
  is_usa_born: false,
  has_usa_address: false,
  has_usa_phone: false,
  has_usa_payment_order: false,
  has_usa_p_a: false,
  tin_code: null,
};
const GETS: Record<string, unknown> = {
  settings: SETTINGS,
  'refs/currencies': [
    { id: 1, name: 'UAH' },
    { id: 2, name: 'USD' },
    { id: 3, name: 'EUR' },
  ],
  'refs/business_targets': [
    { id: 1, name: 'Saving', default_checked: false },
    { id: 2, name: 'Income', default_checked: true },
  ],
  'refs/business_frequencies': [
    { id: 1, name: 'Monthly', default_checked: true },
    { id: 2, name: 'Yearly', default_checked: false },
  ],
  step_accounts: { accounts: [] },
  step_fatca: NO,
  step_targets: { target: [], frequency: null, date: '2026-11-23' },
};

/** Answers every GET the steps make; `over` replaces answers by path fragment. */
export function serveSteps(over: Record<string, unknown> = {}): void {
  const table = Object.entries({ ...GETS, ...over });
  vi.mocked(getJson).mockImplementation(async (_base, path) => table.find(([p]) => path.includes(p))?.[1] as never);
}

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

/** The form of a resident on `step` (kept in sessionStorage as the frame does), with the URL shown in `where`. */
export function renderStep(step: number, isResident = true) {
  sessionStorage.setItem(STEP_STORAGE_KEY, String(step));
  return renderWithApp(
    <>
      <ApplicationForm isResident={isResident} />
      <Where />
    </>,
    { lang: 'en', path: '/en/register/form', namespaces: { onboarding: { uk, en } } },
  );
}
