export * from './registry';
export type { RemoteAppModule, RemoteMeta } from './remote-module';
