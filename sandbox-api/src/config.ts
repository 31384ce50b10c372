/** Sandbox settings from the environment (README "Environment"). Tests pass overrides instead. */
export interface SandboxConfig {
  authPrefix: string;
  apiPrefix: string;
  /** token lifetimes as the settings numbers (AUTH_ACCESS_TOKEN_TTL / AUTH_REFRESH_TOKEN_TTL) */
  accessTtl: number;
  refreshTtl: number;
  /** 'minutes' as the spec; 'seconds' makes the same numbers seconds (tests) */
  ttlUnit: 'minutes' | 'seconds';
  otpLifetimeSeconds: number;
  otpBlockSeconds: number;
  /** how long SIGNING lasts before SIGNED, and a new account stays is_processing */
  signDelaySeconds: number;
  processingSeconds: number;
  shellOrigin: string;
  /**
   * Browser origins allowed to call the API with credentials (CORS): the shell's, nothing else.
   * SANDBOX_CORS_ORIGINS (comma list) adds others, e.g. the remotes' standalone dev servers.
   */
  corsOrigins: string[];
  maxUploadBytes: number;
  /** JSON/form bodies above this → 400 */
  bodyLimit: number;
  /** no per-request log lines (tests) */
  quiet: boolean;
  uploadDir?: string;
}

const num = (v: string | undefined, d: number) =>
  v !== undefined && v !== '' && Number.isFinite(Number(v)) ? Number(v) : d;

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  return {
    authPrefix: env.SANDBOX_AUTH_PREFIX ?? '/sso',
    apiPrefix: env.SANDBOX_API_PREFIX ?? '/api',
    accessTtl: num(env.SANDBOX_ACCESS_TTL, 15),
    refreshTtl: num(env.SANDBOX_REFRESH_TTL, 240),
    ttlUnit: env.SANDBOX_TTL_UNIT === 'seconds' ? 'seconds' : 'minutes',
    otpLifetimeSeconds: num(env.SANDBOX_OTP_TTL, 900),
    otpBlockSeconds: num(env.SANDBOX_OTP_BLOCK_SECONDS, 300),
    signDelaySeconds: num(env.SANDBOX_SIGN_DELAY, 20),
    processingSeconds: num(env.SANDBOX_PROCESSING_SECONDS, 30),
    // links into the shell (password reset); serve.ts passes SHELL_PORT, so e2e links hit the e2e shell
    shellOrigin: (env.SHELL_ORIGIN ?? `http://127.0.0.1:${env.SHELL_PORT ?? 4000}`).replace(/\/$/, ''),
    corsOrigins: (env.SANDBOX_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    maxUploadBytes: num(env.SANDBOX_MAX_UPLOAD_BYTES, 104_857_600),
    bodyLimit: num(env.SANDBOX_BODY_LIMIT, 1_048_576),
    quiet: env.SANDBOX_QUIET === '1',
    uploadDir: env.SANDBOX_UPLOAD_DIR,
  };
}

export function ttlMs(config: SandboxConfig, value: number): number {
  return value * (config.ttlUnit === 'seconds' ? 1000 : 60_000);
}

/** What settings report: always minutes (the client converts minutes to ms), fractional in seconds mode. */
export function ttlMinutes(config: SandboxConfig, value: number): number {
  return config.ttlUnit === 'seconds' ? value / 60 : value;
}
