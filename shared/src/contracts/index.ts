export * from './registry';
export type { RemoteAppModule, RemoteMeta } from './remote-module';
export * from './errors';
export * from './auth';
export * from './user';
