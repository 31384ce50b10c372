import { takeBootValue } from './boot-data';
import { z } from 'zod';

/**
 * Settings read at start-up from /config.json served beside the shell, so one build runs in any
 * environment (the server writes it from its environment; see scripts/servers/shell-server.ts).
 * Built on first use, not when the module loads: a zod schema with a dozen URL and number checks costs
 * a few ms of a phone's CPU, and module evaluation is one task the page cannot interrupt.
 */
const buildSchema = () =>
  z.object({
    env: z.string().default('prod'),
    registryUrl: z.string().url(),
    authBase: z.string().url(),
    apiBase: z.string().url(),
    wsUrl: z.string(),
    allowedRemoteOrigins: z.array(z.string().url()),
    /** where failures are reported (POST); console only when absent */
    reporterUrl: z.string().url().optional(),
    /** the delivery controller (its `/reports` takes visits, failures and web vitals per remote version) */
    deliveryUrl: z.string().url().optional(),
    /** a remote load that makes no progress (hash list, manifest, entry, expose) for this long counts as failed */
    remoteTimeoutMs: z.number().int().positive().default(8000),
    supportEmail: z.string().default('support@example.com'),
    /** application step 4: the spec gives two readings; product decision: a runtime setting */
    accountsStep: z.enum(['shown', 'skipped']).default('shown'),
  });
let schema: ReturnType<typeof buildSchema> | null = null;
const runtimeConfigSchema = () => (schema ??= buildSchema());

export type RuntimeConfig = z.infer<ReturnType<typeof buildSchema>>;

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // inlined by the shell's server (boot-data.ts): one round trip less before the first screen
  const inline = runtimeConfigSchema().safeParse(takeBootValue('config'));
  if (inline.success) return (current = inline.data);
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
  current = runtimeConfigSchema().parse(await res.json());
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config is read before the app renders');
  return current;
}
