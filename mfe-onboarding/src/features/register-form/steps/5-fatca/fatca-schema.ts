import { z } from 'zod';
import type { StepFatcaRequest, StepFatcaResponse } from '@broker/shared/contracts';
import { vmsg } from '@broker/shared/validation';

/** Step 5, US tax status (FATCA): seven yes/no questions and the TIN (onboarding §2, §4, §5). */
export const FATCA_QUESTIONS = [
  'is_usa_citizen',
  'has_residence',
  'is_usa_born',
  'has_usa_address',
  'has_usa_phone',
  'has_usa_payment_order',
  'has_usa_p_a',
] as const;
export type FatcaQuestion = (typeof FATCA_QUESTIONS)[number];

/** onboarding §4: a yes to any of these five shows the TIN field. */
export const TIN_TRIGGERS: readonly FatcaQuestion[] = [
  'is_usa_citizen',
  'has_residence',
  'is_usa_born',
  'has_usa_address',
  'has_usa_phone',
];

/** The contract's TIN length limit. */
export const TIN_MAX = 32;

export type FatcaValues = Record<FatcaQuestion, boolean | null> & { tin_code: string };

export const showsTin = (v: Partial<Record<FatcaQuestion, boolean | null>>) => TIN_TRIGGERS.some((k) => v[k] === true);

/** Every question needs an answer (the server sends false for an unsaved one). */
const answer = z
  .boolean()
  .nullable()
  .refine((x) => x !== null, vmsg('required'));

export const fatcaSchema = z
  .object({
    is_usa_citizen: answer,
    has_residence: answer,
    is_usa_born: answer,
    has_usa_address: answer,
    has_usa_phone: answer,
    has_usa_payment_order: answer,
    has_usa_p_a: answer,
    tin_code: z.string(),
  })
  .superRefine((v, ctx) => {
    if (!showsTin(v)) return;
    const tin = v.tin_code.trim();
    const add = (message: string) => ctx.addIssue({ code: 'custom', path: ['tin_code'], message });
    if (tin === '') return add(vmsg('required'));
    if (!/^\d+$/.test(tin)) return add(vmsg('numeric'));
    if (tin.length > TIN_MAX) add(vmsg('max', { length: TIN_MAX }));
  });

export function fatcaDefaults(data: StepFatcaResponse): FatcaValues {
  const answers = Object.fromEntries(FATCA_QUESTIONS.map((k) => [k, data[k]])) as Record<FatcaQuestion, boolean>;
  return { ...answers, tin_code: data.tin_code ?? '' };
}

/** The TIN goes only while its field shows (hiding it clears tin_code). */
export function fatcaRequest(v: FatcaValues): StepFatcaRequest {
  const answers = Object.fromEntries(FATCA_QUESTIONS.map((k) => [k, v[k] === true])) as Record<FatcaQuestion, boolean>;
  return { ...answers, tin_code: showsTin(v) ? v.tin_code.trim() : null };
}
