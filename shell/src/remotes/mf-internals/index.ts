// The one home of the Module Federation internals the shell relies on (mf-version.ts says which).
export { forgetChunkArray } from './chunk-array';
export { MF_VERSION } from './mf-version';
