import { FileStateStore } from './file-state';
import { LocalFilesStore } from './local-files';
import type { Stores } from './types';

/** The embedded stores on one CDN folder (tests, and callers that name a folder). */
export function embeddedStores(cdnDir: string): Stores {
  const state = new FileStateStore(cdnDir);
  return { files: new LocalFilesStore(cdnDir), state, close: () => state.close() };
}

/** A folder means its embedded stores. */
export const asStores = (where: Stores | string): Stores => (typeof where === 'string' ? embeddedStores(where) : where);
