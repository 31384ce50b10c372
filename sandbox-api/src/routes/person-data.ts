import type { PersonDataResponse } from '@broker/shared/contracts';
import { PNG_1PX } from '../seed/binaries';
import type { SandboxState } from '../state/state';
import type { SandboxUser } from '../state/types';

type Saved = Record<string, unknown>;
const s = (v: unknown, d: string | null = null): string | null => (typeof v === 'string' && v !== '' ? v : d);
const addr = (a: unknown): string | null => {
  if (!a || typeof a !== 'object') return null;
  const x = a as Saved;
  return (
    s(x.address) ??
    ([x.index, x.country, x.region, x.state, x.settlement, x.street, x.house, x.flat]
      .filter((p) => typeof p === 'string' && p)
      .join(', ') ||
      null)
  );
};

const samplePhotos = new WeakMap<SandboxUser, Map<string, { name: string; uuid: string }>>();

/**
 * GET cabinet/person_data/: from the saved questionnaire, or sample values for seeded profiles
 * (their questionnaires were filled "before" the sandbox started). Sample photos are generated
 * PNG files owned by the user, so downloads work.
 */
export function personData(state: SandboxState, user: SandboxUser): PersonDataResponse {
  const st = user.steps;
  const name: Saved = st.step_name ?? {};
  const pass: Saved = st.step_passport ?? {};
  const address: Saved = st.step_address ?? {};
  const sample = Object.keys(st).length === 0;
  const cache = samplePhotos.get(user) ?? new Map<string, { name: string; uuid: string }>();
  samplePhotos.set(user, cache);
  const photo = (label: string) => {
    let p = cache.get(label);
    if (!p || !state.files.byUuidOf(p.uuid)) {
      const f = state.files.addGenerated(user.email, `${label}.png`, 'image/png', PNG_1PX);
      p = { name: f.name, uuid: f.uuid };
      cache.set(label, p);
    }
    return [p];
  };
  const photos = (v: unknown, label: string) =>
    Array.isArray(v)
      ? v.flatMap((id) => {
          const f = state.files.get(Number(id));
          return f ? [{ name: f.name, uuid: f.uuid }] : [];
        })
      : sample
        ? photo(label)
        : [];
  const res = user.is_resident;
  return {
    phone: user.phone,
    email: user.email,
    last_name: user.last_name,
    first_name: user.first_name,
    middle_name: s(name.middle_name, sample && res ? 'Петрівна' : null),
    residency: s(st.step_citizenship?.residency, res ? 'UA' : 'PL'),
    inn: s(name.inn, sample ? (res ? '3123456789' : 'PL-88010112345') : null),
    backoffice_status: user.backoffice_status,
    birth_date: s(name.birth_date, sample ? '1988-01-01' : null),
    birth_city: s(name.birth_city, sample ? (res ? 'Київ' : 'Warsaw') : null),
    citizenship: s(st.step_citizenship?.citizenship, res ? 'UA' : 'PL'),
    photo_inn: photos(name.photo_inn, 'tax-id'),
    employment_type: sample && res ? 'Найманий працівник' : null,
    employment_income_level: sample && res ? '20 000 - 100 000 грн' : null,
    passport: pass.passport_type
      ? `${String(pass.passport_type)} ${s(pass.seria) ?? ''}${String(pass.number ?? '')}, ${String(pass.date_issued ?? '')}`
      : sample
        ? res
          ? 'CardId 001234567, 2020-05-12'
          : 'ForeignPassport EA1234567, 2019-03-01'
        : null,
    passport_photo: photos(pass.photo, 'passport'),
    registration_address:
      addr(address.registration_address) ??
      (sample
        ? res
          ? '01001, Україна, Київ, вул. Хрещатик, 1, кв. 1'
          : '00-001, Poland, Warsaw, Marszalkowska 1'
        : null),
    living_address: addr(address.living_address),
    photo_migrant_reference: photos(address.photo_migrant_reference, 'migrant-reference').slice(
      0,
      sample ? 0 : undefined,
    ),
    photo_selfie: res ? null : photos(pass.photo_selfie, 'selfie'),
    fatca: sample || st.step_fatca ? 'Not a US person' : null,
    target: sample || st.step_targets ? 'Saving money' : null,
    frequency: sample || st.step_targets ? 'Monthly' : null,
  };
}
