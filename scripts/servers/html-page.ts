import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { bootHead, type BootShell } from './boot-hints';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** A path the SPA answers (no file extension in its last segment), or index.html itself. */
export function isPagePath(pathname: string): boolean {
  return pathname === '/index.html' || !/\/[^/]*\.\w+$/.test(pathname);
}

/** What the shell's build shares (its mf-manifest.json), read once per build (the file's mtime). */
let provides: { mtimeMs: number; names: Set<string> } | undefined;
async function shellProvides(shellDist: string): Promise<ReadonlySet<string>> {
  const file = join(shellDist, 'mf-manifest.json');
  try {
    const { mtimeMs } = await stat(file);
    if (provides?.mtimeMs !== mtimeMs) {
      const manifest = JSON.parse(await readFile(file, 'utf8')) as { shared?: Array<{ name: string }> };
      provides = { mtimeMs, names: new Set((manifest.shared ?? []).map((s) => s.name)) };
    }
    return provides.names;
  } catch {
    return new Set(); // no MF build (the bench's monolith): nothing is provided, nothing is preloaded
  }
}

/**
 * index.html with the boot data and the route's preloads (boot-hints.ts). Made per request (the
 * registry may have changed since the last page), so compressed per request: a few KB at a quick
 * brotli level. The file is re-read each time so a new shell build is picked up without a restart.
 */
export async function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  shellDist: string,
  config: BootShell['config'],
): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  const [template, info, provided] = await Promise.all([
    readFile(join(shellDist, 'index.html'), 'utf8'),
    readFile(join(shellDist, 'build-info.json'), 'utf8').then((t) => JSON.parse(t) as { contractMajor: number }, () => ({ contractMajor: NaN })),
    shellProvides(shellDist),
  ]);
  const head = await bootHead(pathname, { config, contractMajor: info.contractMajor, provided });
  const html = Buffer.from(template.replace('</head>', `${head}</head>`));
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : '';
  const body =
    encoding === 'br' ? await br(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? await gz(html) : html;
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
