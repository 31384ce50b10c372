// Stand-in for zod's `locales` index (see lean-zod.ts): English only, the one zod configures by default.
export { default as en } from 'zod/v4/locales/en.js';
