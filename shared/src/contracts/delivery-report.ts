import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * What the shell sends to the delivery controller (`shell/src/remotes/delivery/delivery-reports.ts`, received by
 * `scripts/delivery/controller.ts`). Bounded in every
 * dimension: a body over MAX_REPORT_BYTES is refused before it is parsed, every string has a length
 * limit and a version map has a few entries at most.
 */
export const MAX_REPORT_BYTES = 4096;

const id = lazySchema(() => z.string().regex(/^[A-Za-z0-9_-]{8,64}$/));
const remote = lazySchema(() => z.string().regex(/^mfe-[a-z0-9-]{1,40}$/));
const version = lazySchema(() => z.string().regex(/^[0-9A-Za-z.+_-]{1,80}$/));

const common = () => ({
  /** the browser's random id (its canary bucket) */
  client: id,
  /** one page load */
  visit: id,
  /** this browser runs an override of some remote: counted for nothing */
  overridden: z.boolean(),
});

export const FAILURE_KINDS = ['remote-load', 'remote-render', 'remote-error', 'contract-mismatch'] as const;

export const deliveryReportSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    /** which version of one remote this page visit was given (the canary or stable) and which one it shows */
    z.object({ kind: z.literal('visit'), remote, version, shownVersion: version.optional(), ...common() }),
    z.object({ kind: z.enum(FAILURE_KINDS), remote, version, message: z.string().max(1000), ...common() }),
    z.object({
      kind: z.literal('vital'),
      name: z.enum(['LCP', 'INP', 'CLS']),
      value: z.number().finite().min(0).max(600_000),
      /** the version of each remote shown when it was measured */
      versions: z.record(remote, version).refine((v) => Object.keys(v).length <= 10, 'too many remotes'),
      ...common(),
    }),
  ]),
);

export type DeliveryReport = z.infer<typeof deliveryReportSchema>;

const vitalP75 = lazySchema(() => z.number().nullable());

/** `GET <deliveryUrl>/status`: per remote, its present or last canary as the controller counted it. */
export const deliveryStatusSchema = lazySchema(() =>
  z.record(
    z.string(),
    z.object({
      startedAt: z.string(),
      endedAt: z.string().nullable(),
      versions: z.array(
        z.object({
          version: z.string(),
          role: z.enum(['canary', 'stable']),
          visits: z.number(),
          failed: z.number(),
          failureRate: z.number().nullable(),
          p75: z.object({ LCP: vitalP75, INP: vitalP75, CLS: vitalP75 }),
        }),
      ),
    }),
  ),
);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;
