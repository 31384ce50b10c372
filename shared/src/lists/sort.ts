/**
 * cabinet §4 "Sorting": the first click on a column sorts ascending (`col`), the second descending
 * (`-col`, the prefix the server reads), a further click ascending again.
 */
export function nextSort(current: string | undefined, column: string): string {
  return current === column ? `-${column}` : column;
}

/** For `aria-sort` on the column header. */
export function sortDirection(current: string | undefined, column: string): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}
