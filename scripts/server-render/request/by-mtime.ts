import { readFile, stat } from 'node:fs/promises';

/** Each build file read, by path: the parsed value and the mtime it was read at. */
const read = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A build file the page server reads on every request, parsed once per build: re-read only when its mtime
 * changes (a new build, a deploy of the shell), so a page costs one `stat`, not a read and a parse.
 * Missing or unparseable → `fallback` (the bench's monolith has no MF manifest, no contract, no page chrome).
 * Keyed by path: two shell builds in one process (tests) never see each other's file.
 */
export async function byMtime<T>(file: string, parse: (text: string) => T, fallback: T): Promise<T> {
  try {
    const { mtimeMs } = await stat(file);
    const known = read.get(file);
    if (known?.mtimeMs === mtimeMs) return known.value as T;
    const value = parse(await readFile(file, 'utf8'));
    read.set(file, { mtimeMs, value });
    return value;
  } catch {
    return fallback;
  }
}
