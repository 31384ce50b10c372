/** An option of a select: options come from the server (reference lists, countries). */
export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** onboarding §9: the select search filters only from 2 characters. */
export const SEARCH_MIN_CHARS = 2;
/** onboarding §9: dropdown max height. */
export const DROPDOWN_MAX_HEIGHT = 200;

/** How well a label matches: 0 starts with the query, 1 a later word does, 2 it only contains it, -1 no match. */
function matchRank(label: string, q: string): number {
  const l = label.toLocaleLowerCase();
  const at = l.indexOf(q);
  if (at < 0) return -1;
  if (at === 0) return 0;
  return l.split(/[\s\-–—'’(),.]+/).some((word) => word.startsWith(q)) ? 1 : 2;
}

/**
 * Options whose label contains the query (case-insensitive); all of them below 2 characters. What
 * the user typed the start of comes first ("Ні" → Нідерланди, Німеччина before Велика Британія), then
 * labels with a later word starting so, then the rest; each group keeps the server's order.
 */
export function filterOptions<O extends SelectOption>(options: readonly O[], query: string): O[] {
  const q = query.trim().toLocaleLowerCase();
  if (q.length < SEARCH_MIN_CHARS) return [...options];
  const ranked = options.map((o) => ({ o, rank: matchRank(o.label, q) })).filter((r) => r.rank >= 0);
  // Array.prototype.sort is stable: equal ranks stay in the server's order
  return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.o);
}
