import { useLocation } from 'react-router-dom';
import { fakeBackend, makeSettings, renderWithApp, type Route, type RouteTable } from '@broker/shared/test-utils';
import uk from '../locales/uk.json';
import en from '../locales/en.json';
import { ApplicationForm } from '../features/register-form/components/application-form';
import { STEP_STORAGE_KEY } from '../features/register-form/model/step-nav';

/**
 * The questionnaire's component tests (the frame and each step): the real frame on a given step,
 * behind a fake backend that answers every step GET and reference list from one table.
 */
const SETTINGS = makeSettings({ MAX_ACCOUNTS_COUNT: 2 });
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

/** An uploaded file as the steps' GETs list it. */
export const fileRef = (id: number, name: string) => ({ id, name, uuid: `u-${id}`, src: `/profile/doc/u-${id}/` });

/** Step 1 of a resident citizen with a tax id (no birth country saved yet). */
export const STEP_NAME = {
  phone: '+380501234567',
  email: 'a@sandbox.test',
  citizenship: 'UA',
  last_name: 'Шевченко',
  first_name: 'Тарас',
  middle_name: null,
  birth_date: '1990-05-12',
  birth_country: null as string | null,
  birth_city: 'Київ',
  has_inn: true,
  inn: '1234567890',
  photo_inn: [] as ReturnType<typeof fileRef>[],
  photo_no_inn: [] as ReturnType<typeof fileRef>[],
};

/** What each GET answers by default, by name: `settings`, `refs/<name>`, `step_<name>`. */
export const ANSWERS: Record<string, object> = {
  settings: SETTINGS,
  'refs/countries': [{ id: 'UA', name: 'Україна' }],
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
  step_name: STEP_NAME,
  step_accounts: { accounts: [] },
  step_fatca: NO,
  step_targets: { target: [], frequency: null, date: '2026-11-23' },
};

/**
 * The backend of the questionnaire: every GET of `ANSWERS` (`over` replaces or adds by name; a step for
 * residents and non-residents alike); a step POST is saved and answers the step's GET answer.
 * Answer a POST otherwise with `api.on('POST /api/profile/step_fatca/', failure(500))`.
 */
export function questionnaireBackend(over: Record<string, Route> = {}) {
  const table: RouteTable = {};
  for (const [name, route] of Object.entries({ ...ANSWERS, ...over }) as Array<[string, Route]>) {
    table[`GET /api/profile/${name}/`] = route;
    if (!name.startsWith('step_')) continue;
    table[`GET /api/profile/nonresident/${name}/`] = route;
    table[`POST /api/profile/${name}/`] = route;
    table[`POST /api/profile/nonresident/${name}/`] = route;
  }
  return fakeBackend(table);
}

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

/** The form on `step` (kept in sessionStorage as the frame does), with the URL shown in `where`. */
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
