/**
 * Every remote's exposed app, for the monolith (monolith-slot.tsx). What is committed is only the type:
 * the monolith's rsbuild config replaces this module with one generated from the workspace's remotes
 * (the one list: scripts/lib/remotes.mjs), each imported statically.
 */
import type { RemoteAppModule } from '@broker/shared/contracts';

export const APPS: Record<string, RemoteAppModule['default']> = {};
