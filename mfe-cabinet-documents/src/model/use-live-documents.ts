import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReceivedDocument } from '@broker/shared/contracts';
import { useBusEvent } from '@broker/shared/events';

/** cabinet §9: a new document stays highlighted for 1 s. */
export const NEW_DOCUMENT_HIGHLIGHT_MS = 1000;

/**
 * Live updates (cabinet §4): a `docs` push reloads the loaded pages (the shell refreshes user info)
 * and highlights the rows that were not there before; a reconnect reloads too, so nothing missed
 * offline stays missing. Returns the uuids highlighted right now.
 */
export function useLiveDocuments(
  rows: readonly ReceivedDocument[],
  reload: () => Promise<readonly ReceivedDocument[]>,
): { highlighted: ReadonlySet<string> } {
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = useCallback(
    async (highlight: boolean) => {
      const before = new Set(rowsRef.current.map((d) => d.uuid));
      const after = await reload();
      const fresh = after.filter((d) => !before.has(d.uuid)).map((d) => d.uuid);
      if (!highlight || fresh.length === 0) return;
      setHighlighted(new Set(fresh));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHighlighted(new Set()), NEW_DOCUMENT_HIGHLIGHT_MS);
    },
    [reload],
  );

  useBusEvent('socket:update', ({ data }) => {
    if (data === 'docs') void refresh(true);
  });
  useBusEvent('socket:reconnected', () => void refresh(false));
  return { highlighted };
}
