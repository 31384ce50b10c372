import { REGISTRATION_PROGRESS_KEY } from '../../../config/constants';
import type { Progress, Stage } from './progress';

const STAGES: readonly Stage[] = [
  'choice',
  'contacts',
  'emailCode',
  'phoneCode',
  'datasource',
  'sharing',
  'password',
  'duplicate',
];

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the sequence still works, it just does not survive a reload
  }
}

/** The saved progress, or null when absent or not of this shape (an older build's leftovers). */
export function loadProgress(): Progress | null {
  const raw = store()?.getItem(REGISTRATION_PROGRESS_KEY);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as Progress;
    return p && STAGES.includes(p.stage) && typeof p.phone === 'string' && typeof p.email === 'string' ? p : null;
  } catch {
    return null;
  }
}

export function saveProgress(p: Progress): void {
  store()?.setItem(REGISTRATION_PROGRESS_KEY, JSON.stringify(p));
}

/** Done or started over: nothing to resume. */
export function clearProgress(): void {
  store()?.removeItem(REGISTRATION_PROGRESS_KEY);
}
