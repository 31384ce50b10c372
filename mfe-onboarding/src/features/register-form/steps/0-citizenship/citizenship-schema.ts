import { z } from 'zod';
import type { StepCitizenshipRequest, StepCitizenshipResponse } from '@broker/shared/contracts';
import { vmsg } from '@broker/shared/validation';

/** The "no citizenship" option of the country select (sent as null; registration is then impossible). */
export const NO_CITIZENSHIP = 'NONE';
export const UKRAINE = 'UA';

export interface CitizenshipValues {
  citizenship: string | null;
  residency: string | null;
  employment_type: number | null;
  income_level: number | null;
}

/** Employment and income are asked of residents with residency UA (onboarding §2 step 0). */
export const asksEmployment = (isResident: boolean, residency: string | null) => isResident && residency === UKRAINE;

/** Step 0 rules (onboarding §2, §5): one factory for residents and non-residents. */
export function citizenshipSchema(opts: { isResident: boolean; blacklist: readonly string[] }) {
  return z
    .object({
      citizenship: z.string().nullable(),
      residency: z.string().nullable(),
      employment_type: z.number().nullable(),
      income_level: z.number().nullable(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof CitizenshipValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!v.citizenship) issue('citizenship', vmsg('required'));
      else if (v.citizenship === NO_CITIZENSHIP) issue('citizenship', vmsg('registration_unavailable'));
      if (!v.residency) issue('residency', vmsg('required'));
      else if (opts.isResident && v.residency !== UKRAINE) issue('residency', vmsg('registration_unavailable'));
      else if (!opts.isResident && (v.residency === UKRAINE || opts.blacklist.includes(v.residency)))
        issue('residency', vmsg('registration_unavailable'));
      if (asksEmployment(opts.isResident, v.residency)) {
        if (v.employment_type === null) issue('employment_type', vmsg('required'));
        if (v.income_level === null) issue('income_level', vmsg('required'));
      }
    });
}

/** GET body → form values; residents' residency is UA whatever was saved; first options preselected. */
export function citizenshipDefaults(
  data: StepCitizenshipResponse,
  isResident: boolean,
  firstIds: { employment: number | null; income: number | null },
): CitizenshipValues {
  return {
    citizenship: data.citizenship,
    residency: isResident ? UKRAINE : data.residency === UKRAINE ? null : data.residency,
    employment_type: data.employment?.type ?? firstIds.employment,
    income_level: data.employment?.income_level ?? firstIds.income,
  };
}

export function citizenshipRequest(v: CitizenshipValues, isResident: boolean): StepCitizenshipRequest {
  return {
    citizenship: v.citizenship === NO_CITIZENSHIP ? null : v.citizenship,
    residency: v.residency ?? '',
    employment: asksEmployment(isResident, v.residency)
      ? { type: v.employment_type, income_level: v.income_level }
      : null,
  };
}

/** Residents see Ukraine first (onboarding §2, §9), whatever order the list came in. */
export function ukraineFirst<T extends { id: string }>(countries: readonly T[]): T[] {
  return [...countries.filter((c) => c.id === UKRAINE), ...countries.filter((c) => c.id !== UKRAINE)];
}
