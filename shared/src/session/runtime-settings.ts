/**
 * Product switches the shell reads from its runtime config (/config.json) and hands to the remotes,
 * so one build behaves as the environment says. Set once by the shell before rendering.
 */
export interface RuntimeSettings {
  /** application step 4 (accounts): the spec gives two readings, the owner picks one per environment */
  accountsStep: 'shown' | 'skipped';
}

const DEFAULTS: RuntimeSettings = { accountsStep: 'shown' };
let current: RuntimeSettings = DEFAULTS;

export function configureRuntimeSettings(settings: Partial<RuntimeSettings>): void {
  current = { ...DEFAULTS, ...settings };
}

export function runtimeSettings(): RuntimeSettings {
  return current;
}
