/** `@broker/shared/test-utils`: for tests only (vitest), never imported by code that ships. */
export { renderWithApp } from './render';
export type { AppRenderResult } from './render';
export { renderRemoteScreen } from './render-screen';
export { makeUser } from './make-user';
export { makeSettings } from './make-settings';
export { fakeBackend, json, routes, failure, offline, held, sequence, USER } from './fake-backend';
export type { SeenCall, Handler, FakeBackend, Route, RouteTable, RouteCall, Answer } from './fake-backend';
