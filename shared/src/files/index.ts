/**
 * `@broker/shared/files`: downloading files the API serves (documents, signatures, photos) with
 * progress, then opening or saving them per the spec. Loaded only by remotes that download.
 */
export { useFileDownload } from './use-file-download';
export type { DownloadRequest } from './use-file-download';
export { deliverBlob, fileActionFor, isIOS } from './open-file';
export type { FileAction } from './open-file';
