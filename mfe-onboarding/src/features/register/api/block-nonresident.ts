import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '@broker/shared/session';

/**
 * BLOCK_NONRESIDENT of the app settings: when on, the non-resident start is answered with the
 * blocked modal at once. Unknown (settings not readable yet) counts as off — the server still answers
 * NonResidentNotAllowed on register, which opens the same modal.
 */
export function useBlockNonresident(): boolean {
  const settings = useQuery({ ...settingsQueryOptions(), retry: false });
  return settings.data?.BLOCK_NONRESIDENT ?? false;
}
