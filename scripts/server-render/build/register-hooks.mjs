// `node --import ./register-hooks.mjs`: the css stub (node-hooks.mjs), then tsx for TypeScript and JSX
import { register } from 'node:module';
register('./node-hooks.mjs', import.meta.url);
