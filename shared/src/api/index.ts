/**
 * `@broker/shared/api`: the one HTTP client of the app (an MF shared singleton). Remotes build their
 * endpoints on getJson/sendJson/sendForm/uploadFile with a contract schema from `@broker/shared/contracts`
 * (fetcher → xQueryOptions → useX) and map `ApiError.code` / `fieldErrors` to messages.
 */
export { configureApi, apiConfig, apiUrl, normalizePath, DEFAULT_API_CONFIG } from './config';
export type { ApiConfig, ApiBase } from './config';
export { ApiError, isApiError, collectFieldErrors, parseErrorBody } from './api-error';
export type { ApiErrorKind } from './api-error';
export { getJson, sendJson, sendForm, request, toFormData } from './client';
export type { CallOptions, FormInput, FormValue, Method, SearchParams } from './client';
export { uploadFile, getBlob } from './transfer';
export type { UploadOptions, TransferProgress, DownloadedFile } from './transfer';
export { http } from './http';
export { freshTokens, refreshSession, REFRESH_LOCK_NAME } from './refresh';
export { login, saveTokens, logout } from './session';
export type { LoginInput } from './session';
export { fetchUserInfo, userInfoQueryOptions, useUserInfo, updateUserInfo, useUpdateUserInfo, toStoredUser } from './user-info';
export type { UserInfoUpdate } from './user-info';
export { fetchSettings, settingsQueryOptions, useSettings, minutesToMs } from './settings';
export { toastError } from './toast';
