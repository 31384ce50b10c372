/**
 * The @module-federation/* version this folder was written against. Everything the platform relies on
 * that MF does not document as stable lives in this folder only (lint: broker/mf-internals):
 * the runtime parts handed to lean remote entries (`__BROKER_MF_PARTS__`, provide-mf-parts.ts), the
 * bundler-runtime stand-in those entries carry (remote-bundler-runtime.ts, swapped in by the tooling's
 * define-config.ts with what bundler-swap.mjs says: MF's file and the request pattern), and
 * `__FEDERATION__.__INSTANCES__` and the webpack chunk array `chunk_<name>`.
 * mf-internals.test.ts reads the installed MF and fails when an upgrade changes any of them: an MF
 * upgrade starts here.
 */
export const MF_VERSION = '2.9.2';

/** The global the shell's runtime parts are handed to lean remote entries under. */
export const MF_PARTS_GLOBAL = '__BROKER_MF_PARTS__';
