/**
 * `@broker/shared/api`: the transport, nothing else (an MF shared singleton): the ky client for both
 * bases, ApiError, uploads and downloads. Remotes build their endpoints on getJson/sendJson/sendForm/
 * uploadFile with a contract schema from `@broker/shared/contracts` (fetcher → xQueryOptions → useX)
 * and map `ApiError.code` / `fieldErrors` to messages. Tokens, login and the user: `@broker/shared/session`.
 */
export { configureApi, apiConfig, apiUrl, normalizePath, DEFAULT_API_CONFIG } from './config';
export type { ApiConfig, ApiBase } from './config';
export { ApiError, isApiError, collectFieldErrors, parseErrorBody, apiErrorFromResponse } from './api-error';
export type { ApiErrorKind } from './api-error';
export { getJson, sendJson, sendForm, request, toFormData } from './client';
export type { CallOptions, FormInput, FormValue, Method, SearchParams } from './client';
export { uploadFile, getBlob } from './transfer';
export type { UploadOptions, TransferProgress, DownloadedFile } from './transfer';
export { http, setAuthProvider } from './http';
export type { AuthProvider } from './http';
