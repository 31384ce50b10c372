import { STEP_NAMES, type StepName } from '@broker/shared/contracts';

/** onboarding §2: seven steps, 0 to 6; step 4 is accounts. */
export const STEP_COUNT = STEP_NAMES.length;
export const LAST_STEP = STEP_COUNT - 1;
export const ACCOUNTS_STEP = 4;

/** sessionStorage key of the current step (onboarding §2). */
export const STEP_STORAGE_KEY = 'application_page';

export const stepName = (step: number): StepName => STEP_NAMES[step] ?? 'step_citizenship';

/** The step after `step`, jumping over accounts when the runtime setting skips it. */
export function nextStep(step: number, skipAccounts: boolean): number {
  const next = Math.min(step + 1, LAST_STEP);
  return skipAccounts && next === ACCOUNTS_STEP ? ACCOUNTS_STEP + 1 : next;
}

/** The step before `step`, jumping over accounts in this direction too. */
export function prevStep(step: number, skipAccounts: boolean): number {
  const prev = Math.max(step - 1, 0);
  return skipAccounts && prev === ACCOUNTS_STEP ? ACCOUNTS_STEP - 1 : prev;
}

/**
 * "Step n of total" as the applicant sees it: with the accounts step skipped there are six steps and
 * the ones after it move up one ("Step 4 of 6" is followed by "Step 5 of 6", never "Step 6 of 7").
 * `index` is the 0-based position among the steps shown.
 */
export function stepCounter(step: number, skipAccounts: boolean): { n: number; total: number; index: number } {
  const total = skipAccounts ? STEP_COUNT - 1 : STEP_COUNT;
  const index = skipAccounts && step > ACCOUNTS_STEP ? step - 1 : step;
  return { n: index + 1, total, index };
}

/** onboarding §2: progress bar width = step number / number of steps, as a percentage (of the steps shown). */
export function progressPercent(step: number, skipAccounts = false): number {
  const { index, total } = stepCounter(step, skipAccounts);
  return Math.round((index / total) * 1000) / 10;
}

/** The step saved for this tab; a value out of range (or the skipped accounts step) falls back sensibly. */
export function readStoredStep(skipAccounts: boolean): number {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(STEP_STORAGE_KEY);
  } catch {
    raw = null; // storage blocked: start at the beginning
  }
  const n = Number(raw);
  if (raw === null || !Number.isInteger(n) || n < 0 || n > LAST_STEP) return 0;
  return skipAccounts && n === ACCOUNTS_STEP ? ACCOUNTS_STEP + 1 : n;
}

export function storeStep(step: number): void {
  try {
    sessionStorage.setItem(STEP_STORAGE_KEY, String(step));
  } catch {
    // storage blocked: a reload starts at step 0, the data is on the server anyway
  }
}
