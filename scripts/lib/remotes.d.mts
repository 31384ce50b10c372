/** Types of remotes.mjs (plain JS so eslint.config.js can import it). */
export interface WorkspaceRemote {
  /** registry key = folder name (`mfe-cabinet-documents`) */
  key: string;
  dir: string;
  /** package.json `broker.devPort` (0 when missing) */
  devPort: number;
  /** package.json `broker.area`: the remote's own area, null for the spec's five (built-in default) */
  area: { prefix: string; cabinet: boolean; menu?: { uk: string; en: string } } | null;
}
export const ROOT: string;
export function workspaceRemotes(root?: string): WorkspaceRemote[];
export function remoteKeys(root?: string): string[];
