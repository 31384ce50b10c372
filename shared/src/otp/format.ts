const pad = (n: number) => String(n).padStart(2, '0');

/** 754 → "12:34"; minutes are not capped at 59 (a long block still reads right). */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** 3725 → "01:02:05" (the block countdown of §4). */
export function formatHhMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * Seconds of a block from an error body: `block_until - server_time` (both epoch seconds on the
 * server's clock, so a wrong client clock does not matter). null when the body carries no block.
 */
export function blockSecondsOf(
  body: { block_until?: number | null; server_time?: number } | null | undefined,
): number | null {
  if (!body || typeof body.block_until !== 'number') return null;
  const serverNow = typeof body.server_time === 'number' ? body.server_time : Date.now() / 1000;
  return Math.max(0, body.block_until - serverNow);
}
