import { areaConflict, resolveAreas, type AreaDeclaration } from '@broker/shared/routes';
import type { Registry } from '@broker/shared/contracts';

/** Each remote's area as the registry declares it (none: its built-in default applies). */
export function declaredAreas(registry: Registry): Record<string, AreaDeclaration | undefined> {
  return Object.fromEntries(Object.entries(registry.remotes).map(([key, entry]) => [key, entry.area]));
}

/**
 * Why `key` may not publish `area`, or null. Checked against the areas the shell would run with —
 * the registry's declarations over the built-in default table — so a remote can never take over
 * another remote's area or a spec route another owner renders (deploy and add-area refuse it).
 */
export function areaRefusal(key: string, area: AreaDeclaration | undefined, registry: Registry): string | null {
  if (!area) return null;
  if (area.menu && !area.cabinet) return `area "${area.prefix}": a menu entry needs a cabinet area (--cabinet)`;
  const why = areaConflict(key, area.prefix, resolveAreas(declaredAreas(registry)).areas);
  return why ? `claims ${why}` : null;
}
