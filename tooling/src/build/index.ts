export { defineRemoteConfig, defineHostConfig } from './define-config';
export { sharedSingletons, SHARED_MAJOR, SHARED_VERSION, SHARED_ENTRIES } from './shared-singletons';
