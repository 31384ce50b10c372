/**
 * The cabinet's frames in the shell build's ssr/shell.json (issue 29 item 6): per cabinet route, its menu
 * entry marked and its heading, and `AREA_FRAME` for a page of a cabinet area (no heading). A module of
 * its own, free of React and CSS, because the shell's server (Node, scripts/servers/cabinet-frame.ts) reads it.
 */
export type CabinetFrames = Record<string, string>;

/** Any page of a cabinet area: the frame with no menu entry marked and no heading. */
export const AREA_FRAME = '*';
