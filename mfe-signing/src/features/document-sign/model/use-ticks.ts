import { useCallback, useState } from 'react';
import type { DocToSign } from '@broker/shared/contracts';

const KEY = 'signing_ticks';
type Overrides = Record<string, boolean>;

function read(): Overrides {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Overrides) : {};
  } catch {
    return {};
  }
}

/**
 * Whether one document shows ticked: the user's own tick when there is one; else non-residents' start
 * pre-ticked (onboarding §4 "documents load, all pre-marked signed" — the front end's rule, whatever
 * `signed` the server sends) and residents' start from the server's `signed`.
 */
export function isTicked(doc: DocToSign, overrides: Readonly<Overrides>, preTicked: boolean): boolean {
  return overrides[doc.uuid] ?? (preTicked || doc.signed);
}

/**
 * Which documents are ticked (see `isTicked`). The user's ticks live in session storage, so after the
 * QR page's cancel or a reload they are still there (nothing the user did is lost).
 */
export function useTicks(docs: DocToSign[] | undefined, opts: { preTicked: boolean }) {
  const [overrides, setOverrides] = useState<Overrides>(read);
  const ticked = new Set((docs ?? []).filter((d) => isTicked(d, overrides, opts.preTicked)).map((d) => d.uuid));

  const toggle = useCallback(
    (uuid: string) => {
      const now = ticked.has(uuid);
      setOverrides((prev) => {
        const next = { ...prev, [uuid]: !now };
        sessionStorage.setItem(KEY, JSON.stringify(next));
        return next;
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ticked` is derived from these two
    [docs, overrides],
  );

  /** after a signature the ticks of these documents are no longer needed */
  const clear = useCallback(() => {
    sessionStorage.removeItem(KEY);
    setOverrides({});
  }, []);

  return { ticked: ticked as ReadonlySet<string>, toggle, clear };
}
