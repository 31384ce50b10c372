/** An option of a select: options come from the server (reference lists, countries). */
export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** onboarding §9: the select search filters only from 2 characters. */
export const SEARCH_MIN_CHARS = 2;
/** onboarding §9: dropdown max height. */
export const DROPDOWN_MAX_HEIGHT = 200;

/** Options whose label contains the query (case-insensitive); all of them below 2 characters. */
export function filterOptions<O extends SelectOption>(options: readonly O[], query: string): O[] {
  const q = query.trim().toLocaleLowerCase();
  if (q.length < SEARCH_MIN_CHARS) return [...options];
  return options.filter((o) => o.label.toLocaleLowerCase().includes(q));
}
