import { mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressDir, isCompressedSibling } from './compress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compressed siblings of a build', () => {
  it('every text asset gets a .br and a .gz that decode to the same bytes; build records and images none', async () => {
    dir = mkdtempSync(join(tmpdir(), 'compress-'));
    const js = 'export const x = "' + 'abc'.repeat(500) + '";';
    writeFileSync(join(dir, 'a.js'), js);
    writeFileSync(join(dir, 'mf-manifest.json'), '{"a":1}');
    writeFileSync(join(dir, 'mf-stats.json'), '{"builtAt":1}');
    writeFileSync(join(dir, 'build-info.json'), '{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.from([1, 2, 3]));
    const { files } = await compressDir(dir);
    expect(files).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'a.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dir, 'a.js.gz'))).toString()).toBe(js);
    expect(readFileSync(join(dir, 'a.js.br')).length).toBeLessThan(js.length / 5);
    expect(existsSync(join(dir, 'mf-manifest.json.br'))).toBe(true);
    for (const f of ['mf-stats.json.br', 'build-info.json.gz', 'logo.png.br'])
      expect(existsSync(join(dir, f))).toBe(false);
  });

  it.each([
    ['static/js/a.js.br', true],
    ['mf-manifest.json.gz', true],
    ['archive.tar.gz', false],
    ['a.js', false],
  ])('%s is a compressed sibling: %s', (path, sibling) => {
    expect(isCompressedSibling(path)).toBe(sibling);
  });
});
