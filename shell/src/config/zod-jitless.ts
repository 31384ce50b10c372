/**
 * CSP without 'unsafe-eval': zod 4 probes `new Function('')` once per copy (the shell's and every
 * remote's) to decide whether to compile parsers, which the browser reports as a CSP violation even
 * though zod catches it. The probe runs when an object schema is created, so this must run before any
 * module that creates one: it is the runtime plugin's first import (the plugin runs when the MF runtime
 * starts, before the app's code). All copies read one `globalThis.__zod_globalConfig`; setting
 * `jitless` there skips the probe.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
