import { errorBodySchema, type ErrorBody } from '@broker/shared/contracts';

export type ApiErrorKind =
  /** the server answered with a non-2xx status */
  | 'http'
  /** no answer: offline, DNS, CORS, timeout */
  | 'network'
  /** a 2xx answer that does not match the contract (a backend/contract bug, not the user's) */
  | 'contract'
  /** the session ended before the call could be made (refresh token expired or rejected) */
  | 'session';

/** Keys of the error body that are not field errors (onboarding §8 "Error body fields"). */
const META_KEYS = new Set([
  '_error_code',
  'detail',
  'message',
  'block_until',
  'server_time',
  'tries',
  'doubles',
  'success',
]);

/**
 * The one failure type of every call. Screens map `code` (the body's `_error_code`) to a message,
 * show `fieldErrors` under the fields (keys are react-hook-form paths: `cards.0.card_number`), and say
 * "check your internet connection" when `isNetwork`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer */
  readonly status: number;
  /** `_error_code` of the body, null when absent */
  readonly code: string | null;
  /** the parsed error body (null when the answer was not JSON or there was none) */
  readonly body: ErrorBody | null;
  readonly fieldErrors: Record<string, string[]>;
  readonly method: string;
  readonly url: string;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    body?: ErrorBody | null;
    method?: string;
    url?: string;
    message?: string;
    cause?: unknown;
  }) {
    const code = init.body?._error_code ?? null;
    super(
      init.message ??
        `${init.method ?? ''} ${init.url ?? ''} → ${init.kind} ${init.status}${code ? ` ${code}` : ''}`.trim(),
      {
        cause: init.cause,
      },
    );
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body ?? null;
    this.code = code;
    this.fieldErrors = this.body ? collectFieldErrors(this.body) : {};
    this.method = init.method ?? '';
    this.url = init.url ?? '';
  }

  get isNetwork(): boolean {
    return this.kind === 'network';
  }

  /** `detail`, else `message` of the body (what the spec shows when no code applies) */
  get detail(): string | null {
    return this.body?.detail ?? this.body?.message ?? null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Body text → the contract's error body; anything else (HTML error page, empty) → null. */
export function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function apiErrorFromResponse(response: Response, method: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError({ kind: 'http', status: response.status, body: parseErrorBody(text), method, url: response.url });
}

/**
 * Django REST field errors, flattened to paths: `{ iban: ["…"] }` → `iban`, `{ cards: [{}, { card_number:
 * ["…"] }] }` → `cards.1.card_number`, a bare string counts as one message. `non_field_errors` and
 * `code` (when a list: the errors of a `code` input) stay as they are.
 */
export function collectFieldErrors(body: ErrorBody): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') (out[path] ??= []).push(value);
    else if (Array.isArray(value)) {
      if (value.every((v) => typeof v === 'string')) {
        if (value.length) (out[path] ??= []).push(...(value as string[]));
      } else value.forEach((v, i) => walk(v, `${path}.${i}`));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    }
  };
  for (const [key, value] of Object.entries(body)) {
    if (META_KEYS.has(key)) continue;
    if (key === 'code' && typeof value === 'string') continue; // a machine code, not a field error
    walk(value, key);
  }
  return out;
}
