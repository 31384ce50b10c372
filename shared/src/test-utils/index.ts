/** `@broker/shared/test-utils`: for tests only (vitest), never imported by code that ships. */
export { renderWithApp } from './render';
export type { AppRenderResult } from './render';
export { renderRemoteScreen } from './render-screen';
export { makeUser } from './make-user';
export { fakeBackend, json, USER } from './fake-backend';
export type { SeenCall } from './fake-backend';
