import { posix } from 'node:path';

/** What a published CDN file name may contain: the build's hashed names, versions, `@` scopes. */
const SEGMENT = /^[A-Za-z0-9_@+~=,-][A-Za-z0-9._@+~=,-]*$/;

/**
 * The path a static server may serve for a raw request target, or `undefined` to refuse it.
 * Decides on the decoded, normalised path (the same one the file system would see), so `%2e`, `%2f`,
 * `..` segments and empty segments cannot smuggle a dot file or a temp folder past the check:
 * - decoded once; anything still holding `%` (double encoding), a backslash or a control byte is
 *   refused — no published file has such a name, so there is no need to guess what it means;
 * - normalised (`..` and `.` resolved, `//` collapsed, never above the root);
 * - every segment must look like a published name and must not start with a dot.
 */
export function safeStaticPath(target: string | undefined): string | undefined {
  if (!target?.startsWith('/')) return undefined;
  const raw = target.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined; // malformed escape (%zz, overlong UTF-8)
  }
  // eslint-disable-next-line no-control-regex -- control bytes are exactly what is refused
  if (/[%\\\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  const segments = posix.normalize(decoded).split('/').filter(Boolean);
  if (!segments.every((s) => SEGMENT.test(s))) return undefined;
  return `/${segments.join('/')}`;
}
