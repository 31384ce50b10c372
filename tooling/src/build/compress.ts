import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth a compressed sibling; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|json|svg|map|webmanifest)$/;
/** Build records no browser fetches (and that carry build times, which must not reach a content hash). */
const NOT_SERVED = /((^|[\\/])(mf-stats|build-info)\.json|\.map)$/;

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(full)));
    else out.push(full);
  }
  return out;
}

/** `x.js.br` / `x.js.gz`: the same file as `x.js`, compressed. */
export function isCompressedSibling(path: string): boolean {
  return /\.(br|gz)$/.test(path) && COMPRESSIBLE.test(path.slice(0, -3));
}

/** Writes `<file>.br` and `<file>.gz`; returns the sizes. */
export async function compressFile(file: string): Promise<{ raw: number; brotli: number }> {
  const bytes = await readFile(file);
  const [b, g] = await Promise.all([
    br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gz(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
  return { raw: bytes.length, brotli: b.length };
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of a build folder,
 * so the servers send precompressed bytes (sirv negotiates Accept-Encoding) without compressing per
 * request. Same input → same bytes, so a remote's content hash (its version) stays deterministic.
 */
export async function compressDir(dir: string): Promise<{ files: number; raw: number; brotli: number }> {
  let raw = 0;
  let brotli = 0;
  const files = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f) && !NOT_SERVED.test(f));
  for (const file of files) {
    const sizes = await compressFile(file);
    raw += sizes.raw;
    brotli += sizes.brotli;
  }
  return { files: files.length, raw, brotli };
}

/** Rsbuild: compress the production output once it is written (dev servers stay uncompressed). */
export function pluginCompress(): RsbuildPlugin {
  return {
    name: 'broker:compress',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || process.env.NODE_ENV !== 'production') return;
        const dist = api.context.distPath;
        if (!(await stat(dist).catch(() => null))) return;
        await compressDir(dist);
      });
    },
  };
}
