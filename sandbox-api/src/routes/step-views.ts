import type { StepName } from '@broker/shared/contracts';
import type { SandboxState } from '../state/state';
import type { SandboxUser } from '../state/types';
import { fileRefs } from '../state/views';

/** GET bodies of the application steps, from the saved request data (file ids expanded to refs). */
type Saved = Record<string, unknown>;
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export function stepView(
  state: SandboxState,
  origin: string,
  user: SandboxUser,
  step: StepName,
): Record<string, unknown> {
  const s: Saved = user.steps[step] ?? {};
  const refs = (v: unknown) => fileRefs(state, origin, ids(v));
  const citizenship =
    (user.steps.step_citizenship?.citizenship as string | null | undefined) ?? (user.is_resident ? 'UA' : null);
  switch (step) {
    case 'step_citizenship':
      return {
        citizenship,
        residency: str(s.residency) ?? (user.is_resident ? 'UA' : null),
        employment: (s.employment as Saved | undefined) ?? null,
        is_resident: user.is_resident,
      };
    case 'step_name': {
      const view: Record<string, unknown> = {
        phone: user.phone,
        email: user.email,
        citizenship,
        last_name: str(s.last_name) ?? user.last_name,
        first_name: str(s.first_name) ?? user.first_name,
        middle_name: str(s.middle_name),
        birth_date: str(s.birth_date),
        birth_country: str(s.birth_country),
        birth_city: str(s.birth_city),
        has_inn: typeof s.has_inn === 'boolean' ? s.has_inn : citizenship === 'UA',
        inn: str(s.inn),
        photo_inn: refs(s.photo_inn),
      };
      if (user.is_resident) view.photo_no_inn = refs(s.photo_no_inn);
      return view;
    }
    case 'step_passport': {
      const view: Record<string, unknown> = {
        passport_type: str(s.passport_type),
        is_biometric: s.is_biometric === true,
        country: str(s.country),
        reestr_number: str(s.reestr_number),
        seria: str(s.seria),
        number: str(s.number),
        date_issued: str(s.date_issued),
        valid_until: str(s.valid_until),
        issued: str(s.issued),
        issued_code: str(s.issued_code),
        photo: refs(s.photo),
        photo_register: refs(s.photo_register),
        photo_45: refs(s.photo_45),
      };
      if (!user.is_resident) view.photo_selfie = refs(s.photo_selfie);
      return view;
    }
    case 'step_address':
      return {
        registration_address: (s.registration_address as Saved | undefined) ?? null,
        registration_is_living: s.registration_is_living !== false,
        living_address: (s.living_address as Saved | undefined) ?? null,
        is_internal_migrant: s.is_internal_migrant === true,
        photo_migrant_reference: refs(s.photo_migrant_reference),
        photo_register: refs(s.photo_register),
        state_check_documents: [],
      };
    case 'step_accounts':
      return {
        accounts: (Array.isArray(s.accounts) ? (s.accounts as Saved[]) : []).map((a, i) => ({
          id: i + 1,
          currency: a.currency,
          iban: a.iban,
          swift: str(a.swift),
          number: str(a.number),
          name: str(a.name),
          bank: str(a.bank),
          additional_information: str(a.additional_information),
          doc: refs(a.doc),
          cards: (Array.isArray(a.cards) ? (a.cards as Saved[]) : []).map((c) => ({
            card_number: String(c.card_number),
            card_expire: String(c.card_expire ?? ''),
            doc: refs(c.doc),
          })),
        })),
      };
    case 'step_fatca': {
      const keys = [
        'is_usa_citizen',
        'has_residence',
        'is_usa_born',
        'has_usa_address',
        'has_usa_phone',
        'has_usa_payment_order',
        'has_usa_p_a',
      ];
      return { ...Object.fromEntries(keys.map((k) => [k, s[k] === true])), tin_code: str(s.tin_code) };
    }
    case 'step_targets':
      return {
        target: ids(s.target),
        frequency: typeof s.frequency === 'number' ? s.frequency : null,
        date: new Date(state.clock.now()).toISOString().slice(0, 10),
      };
  }
}
