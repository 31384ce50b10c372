import { shellContractSchema, type RegistryVersion } from '@broker/shared/contracts';

/** What this shell build gives remotes: its lean facades' exports and each `@broker/shared` entry's names. */
export interface ShellProvides {
  /** absent: a build without lean facades (whole libraries are shared: nothing to check) */
  lean?: Record<string, string[]>;
  shared?: Record<string, string[]>;
}

const SHARED = '@broker/shared/';
let provides: Promise<ShellProvides | null> | null = null;

/** A shell build's contract.json (parsed: it throws on another shape) as what it gives remotes. */
export function providesOf(contract: unknown): ShellProvides {
  const c = shellContractSchema.parse(contract);
  return { lean: c.leanExports, shared: c.sharedExports };
}

/**
 * The shell's own contract.json (the file the deploy tool's gate reads), fetched once per page and only
 * when a candidate version records what it needs. Even the live version is checked: the deploy gate
 * compared it with the shell live at its deploy, and a shell deployed later may lack a name. Unreadable
 * → null: nothing is skipped.
 */
export function shellProvides(): Promise<ShellProvides | null> {
  provides ??= fetch('/contract.json', { cache: 'no-store' })
    .then(async (res) => {
      if (!res.ok) return null;
      return providesOf(await res.json());
    })
    .catch(() => null);
  return provides;
}

/**
 * The names `version` needs (registry `needs`) that this shell does not provide, as the deploy gate words
 * them (`react-router-dom: useBlocker`, `@broker/shared/ui: Button`): such a version would call
 * `undefined` when it renders.
 */
export function missingExports(version: Pick<RegistryVersion, 'needs'>, shell: ShellProvides | null): string[] {
  if (!version.needs || !shell) return [];
  return Object.entries(version.needs).flatMap(([lib, names]) => {
    const table = lib.startsWith(SHARED) ? shell.shared : shell.lean;
    if (!table) return [];
    const has = new Set(table[lib.startsWith(SHARED) ? lib.slice(SHARED.length) : lib] ?? []);
    return names.filter((n) => !has.has(n)).map((n) => `${lib}: ${n}`);
  });
}
