import { z } from 'zod';
import type { RefOption, StepTargetsRequest, StepTargetsResponse } from '@broker/shared/contracts';
import { vmsg } from '@broker/shared/validation';

/** Step 6, business purpose (onboarding §2, §5): targets (several) and a frequency, at least one of each. */
export interface TargetsValues {
  target: number[];
  frequency: number | null;
}

export const targetsSchema = z.object({
  target: z.array(z.number()).min(1, vmsg('required')),
  frequency: z
    .number({ error: vmsg('required') })
    .nullable()
    .refine((f) => f !== null, vmsg('required')),
});

/**
 * Saved answers, or — before the first save — the options the server marks `default_checked`
 * (onboarding §3); a frequency takes the first default-checked one.
 */
export function targetsDefaults(
  data: StepTargetsResponse,
  targets: readonly RefOption[],
  frequencies: readonly RefOption[],
): TargetsValues {
  const known = (list: readonly RefOption[]) => (id: number) => list.some((o) => o.id === id);
  const saved = data.target.filter(known(targets));
  const savedFrequency = data.frequency !== null && known(frequencies)(data.frequency) ? data.frequency : null;
  return {
    target: saved.length > 0 ? saved : targets.filter((o) => o.default_checked).map((o) => o.id),
    frequency: savedFrequency ?? frequencies.find((o) => o.default_checked)?.id ?? null,
  };
}

export function targetsRequest(v: TargetsValues): StepTargetsRequest {
  // the schema made sure a frequency is chosen before the button enables
  return { target: v.target, frequency: v.frequency ?? 0 };
}
