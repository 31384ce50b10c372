import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getJson, type CallOptions } from '@broker/shared/api';
import {
  API_PATHS,
  blacklistCountriesResponseSchema,
  countriesResponseSchema,
  currenciesResponseSchema,
  passportTypesResponseSchema,
  refOptionsResponseSchema,
} from '@broker/shared/contracts';
import { profileKeys } from '../../../api/query-keys';
import { localizeCountries } from '../model/countries';

/** The reference lists the steps use (onboarding §3 "Reference lists"; countries: chosen path). */
const REF_SCHEMAS = {
  countries: countriesResponseSchema,
  blacklist_countries: blacklistCountriesResponseSchema,
  employment_types: refOptionsResponseSchema,
  income_levels: refOptionsResponseSchema,
  passport_types: passportTypesResponseSchema,
  currencies: currenciesResponseSchema,
  business_targets: refOptionsResponseSchema,
  business_frequencies: refOptionsResponseSchema,
} as const;
export type StepRefName = keyof typeof REF_SCHEMAS;
export type StepRef<N extends StepRefName> = z.output<(typeof REF_SCHEMAS)[N]>;

export function getRef<N extends StepRefName>(name: N, opts: CallOptions = {}): Promise<StepRef<N>> {
  return getJson('api', API_PATHS.ref(name), REF_SCHEMAS[name], opts) as Promise<StepRef<N>>;
}

/** Names come in the questionnaire language the server picks by residency: cached per residency. */
export function getRefQueryOptions<N extends StepRefName>(name: N, isResident: boolean) {
  return queryOptions({
    queryKey: profileKeys.ref(name, isResident),
    queryFn: ({ signal }) => getRef(name, { signal }),
    staleTime: 30 * 60_000,
  });
}

export function useStepRef<N extends StepRefName>(name: N, isResident: boolean) {
  return useQuery(getRefQueryOptions(name, isResident));
}

type Countries = StepRef<'countries'>;
// stable selectors: react-query re-runs an inline `select` on every render
const COUNTRY_SELECT = {
  resident: (list: Countries) => localizeCountries(list, true),
  other: (list: Countries) => localizeCountries(list, false),
};

/** The country list in the questionnaire's language, Ukraine first for residents (model/countries.ts). */
export function useCountries(isResident: boolean) {
  return useQuery({
    ...getRefQueryOptions('countries', isResident),
    select: COUNTRY_SELECT[isResident ? 'resident' : 'other'],
  });
}
