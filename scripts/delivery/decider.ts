/**
 * Who decides: every controller instance counts reports, exactly one at a time ends canaries. With
 * PostgreSQL that one holds a session advisory lock (decider-pg.ts) — PostgreSQL frees it the moment
 * the holder's connection ends, so when the deciding instance is killed another one takes over at its
 * next try. The embedded default (one process beside the CDN) always decides.
 */
export interface Decider {
  /** true while this instance may decide */
  readonly held: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const alwaysDecider: Decider = {
  held: true,
  start: async () => undefined,
  stop: async () => undefined,
};
