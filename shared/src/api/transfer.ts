import type { z } from 'zod';
import { apiUrl, type ApiBase } from './config';
import { ApiError, parseErrorBody } from './api-error';
import { request, parseResponse, toFormData, type CallOptions, type FormValue } from './client';
import { authHeaders, headersAfter401, watchStatus } from './http';

export interface TransferProgress {
  /** 0–100, whole numbers */
  percent: number;
  loaded: number;
  /** 0 when the size is unknown */
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: TransferProgress) => void;
  signal?: AbortSignal;
  /** extra multipart fields sent beside `doc` */
  fields?: Record<string, FormValue | readonly FormValue[]>;
  base?: ApiBase;
  method?: 'POST' | 'PUT';
}

/**
 * Multipart upload with the file in field `doc` (onboarding §7 profile/upload, cabinet money
 * confirmations) and upload progress. XMLHttpRequest, not ky: ky's upload progress streams the body,
 * which Chromium only allows over HTTP/2, and the sandbox and many backends speak HTTP/1.1.
 */
export async function uploadFile<S extends z.ZodType>(
  path: string,
  file: Blob,
  schema: S,
  opts: UploadOptions = {},
): Promise<z.output<S>> {
  const { onProgress, signal, fields = {}, base = 'api', method = 'POST' } = opts;
  const url = apiUrl(base, path);
  let headers = base === 'api' ? await authHeaders() : {};
  const form = toFormData(fields);
  form.append('doc', file, file instanceof File ? file.name : 'file');
  signal?.throwIfAborted();

  const send = (sendHeaders: Record<string, string>) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      xhr.withCredentials = true;
      for (const [k, v] of Object.entries(sendHeaders)) xhr.setRequestHeader(k, v);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (e) => {
        const total = e.lengthComputable ? e.total : 0;
        onProgress?.({
          percent: total ? Math.min(100, Math.round((e.loaded / total) * 100)) : 0,
          loaded: e.loaded,
          total,
        });
      };
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
      xhr.onerror = () => reject(new ApiError({ kind: 'network', status: 0, method, url }));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => reject(signal?.reason ?? new DOMException('upload aborted', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });

  let answer = await send(headers);
  // the 401 rule of every call (http.ts headersAfter401): one refresh, the file sent once more
  if (base === 'api' && answer.status === 401) {
    const fresh = await headersAfter401(headers.Authorization, false);
    if (fresh) {
      headers = { ...headers, ...fresh };
      signal?.throwIfAborted();
      answer = await send(headers);
      if (answer.status === 401) await headersAfter401(headers.Authorization, true);
    }
  }
  if (base === 'api') await watchStatus(answer.status, async () => answer.text);
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError({ kind: 'http', status: answer.status, body: parseErrorBody(answer.text), method, url });
  }
  onProgress?.({ percent: 100, loaded: file.size, total: file.size });
  return parseResponse(new Response(answer.text || null, { status: answer.status }), schema, method);
}

export interface DownloadedFile {
  blob: Blob;
  /** from Content-Disposition when the server sends one */
  filename: string | null;
  contentType: string;
}

/** A file (PDF, p7s, photo) as a blob with download progress (cabinet §7 "Get file"). */
export async function getBlob(
  base: ApiBase,
  path: string,
  opts: CallOptions & { onProgress?: (progress: TransferProgress) => void } = {},
): Promise<DownloadedFile> {
  const { onProgress, ...callOpts } = opts;
  const response = await request(
    base,
    'get',
    path,
    onProgress
      ? {
          onDownloadProgress: (p) =>
            onProgress({ percent: Math.round(p.percent * 100), loaded: p.transferredBytes, total: p.totalBytes }),
        }
      : {},
    { timeout: false, ...callOpts },
  );
  const blob = await response.blob();
  return {
    blob,
    filename: filenameOf(response.headers.get('Content-Disposition')),
    contentType: response.headers.get('Content-Type') ?? blob.type,
  };
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}
