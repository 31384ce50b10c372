import { lookup } from 'mrmime';
import type { FileMeta } from './types';

/** Every file of a version is immutable: its URL names the version, which is never written twice. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What a version's file is served with. A variant `x.js.br` / `x.js.gz` carries the Content-Type of
 * `x.js` and its Content-Encoding, so an edge can answer a request for `x.js` with it (docs/delivery.md,
 * "Stores": variants are keyed as the file's key plus `.br` / `.gz`).
 */
export function fileMeta(path: string): FileMeta {
  const encoding = path.endsWith('.br') ? 'br' : path.endsWith('.gz') ? 'gzip' : undefined;
  const plain = encoding ? path.slice(0, -3) : path;
  const type = lookup(plain) ?? 'application/octet-stream';
  // text types name their charset: the bytes are UTF-8 whatever the browser's default
  const contentType = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/.test(type)
    ? `${type}; charset=utf-8`
    : type;
  return { contentType, cacheControl: IMMUTABLE, ...(encoding ? { contentEncoding: encoding } : {}) };
}
