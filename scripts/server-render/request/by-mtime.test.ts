import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { byMtime } from './by-mtime';

const dir = mkdtempSync(join(tmpdir(), 'by-mtime-'));

describe('byMtime: a build file parsed once per build', () => {
  it('parses once while the mtime stays, again when it changes', async () => {
    const file = join(dir, 'a.json');
    writeFileSync(file, '{"n":1}');
    utimesSync(file, 1000, 1000);
    const parse = vi.fn((text: string) => JSON.parse(text) as { n: number });
    expect(await byMtime(file, parse, null)).toEqual({ n: 1 });
    expect(await byMtime(file, parse, null)).toEqual({ n: 1 });
    expect(parse).toHaveBeenCalledTimes(1);
    writeFileSync(file, '{"n":2}');
    utimesSync(file, 2000, 2000);
    expect(await byMtime(file, parse, null)).toEqual({ n: 2 });
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('two files with the same mtime are two entries', async () => {
    const [a, b] = [join(dir, 'b1.json'), join(dir, 'b2.json')];
    writeFileSync(a, '"a"');
    writeFileSync(b, '"b"');
    utimesSync(a, 3000, 3000);
    utimesSync(b, 3000, 3000);
    expect(await byMtime(a, JSON.parse, '')).toBe('a');
    expect(await byMtime(b, JSON.parse, '')).toBe('b');
  });

  it.each([
    ['missing', join(dir, 'none.json')],
    ['unparseable', join(dir, 'bad.json')],
  ])('%s → the fallback', async (_, file) => {
    writeFileSync(join(dir, 'bad.json'), '{');
    expect(await byMtime(file, JSON.parse, 'fallback')).toBe('fallback');
  });
});
