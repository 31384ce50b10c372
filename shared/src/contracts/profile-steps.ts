import type { z } from 'zod';
import { STEP_NAMES, type StepName } from './paths';
import * as a from './profile-identity';
import * as b from './profile-extra';

/** Non-resident variants whose shape equals the resident one (steps 3-6). */
export const nonresidentStepAddressRequestSchema = b.stepAddressRequestSchema;
export const nonresidentStepAddressResponseSchema = b.stepAddressResponseSchema;
export const nonresidentStepAccountsRequestSchema = b.stepAccountsRequestSchema;
export const nonresidentStepAccountsResponseSchema = b.stepAccountsResponseSchema;
export const nonresidentStepFatcaRequestSchema = b.stepFatcaRequestSchema;
export const nonresidentStepFatcaResponseSchema = b.stepFatcaResponseSchema;
export const nonresidentStepTargetsRequestSchema = b.stepTargetsRequestSchema;
export const nonresidentStepTargetsResponseSchema = b.stepTargetsResponseSchema;

export interface StepSchemas {
  request: z.ZodType;
  response: z.ZodType;
}

const RESIDENT: Record<StepName, StepSchemas> = {
  step_citizenship: { request: a.stepCitizenshipRequestSchema, response: a.stepCitizenshipResponseSchema },
  step_name: { request: a.stepNameRequestSchema, response: a.stepNameResponseSchema },
  step_passport: { request: a.stepPassportRequestSchema, response: a.stepPassportResponseSchema },
  step_address: { request: b.stepAddressRequestSchema, response: b.stepAddressResponseSchema },
  step_accounts: { request: b.stepAccountsRequestSchema, response: b.stepAccountsResponseSchema },
  step_fatca: { request: b.stepFatcaRequestSchema, response: b.stepFatcaResponseSchema },
  step_targets: { request: b.stepTargetsRequestSchema, response: b.stepTargetsResponseSchema },
};

const NONRESIDENT: Record<StepName, StepSchemas> = {
  ...RESIDENT,
  step_name: { request: a.nonresidentStepNameRequestSchema, response: a.nonresidentStepNameResponseSchema },
  step_passport: { request: a.nonresidentStepPassportRequestSchema, response: a.nonresidentStepPassportResponseSchema },
};

/** The request/response schemas of one application step for a resident or a non-resident. */
export function stepSchemas(step: StepName, isResident: boolean): StepSchemas {
  return (isResident ? RESIDENT : NONRESIDENT)[step];
}

/** Steps in order: index = the step number of the form (0-6). */
export const STEP_ORDER: readonly StepName[] = STEP_NAMES;
