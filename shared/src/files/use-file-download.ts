import { useCallback, useRef, useState } from 'react';
import { getBlob, type ApiBase } from '@broker/shared/api';
import { toastError } from '@broker/shared/ui';
import { deliverBlob, fileActionFor, isIOS } from './open-file';

export interface DownloadRequest {
  /** API base of `path` (default 'api'); an absolute URL in `path` is used as it is */
  base?: ApiBase;
  path: string;
  /** the name a saved file gets (p7s: the document title + '.p7s', cabinet §9) */
  fileName: string;
  /** forces the blob's type (the server may send a generic one), e.g. 'application/x-pkcs7-signature' */
  type?: string;
  /** open viewable files (PDF, images) instead of saving them; default true */
  open?: boolean;
}

/**
 * Download with progress, then open or save (cabinet §7 "Get file", §8: failures toast "something went
 * wrong"). One download at a time per hook: a second click while one runs is ignored.
 */
export function useFileDownload() {
  const [progress, setProgress] = useState<number | null>(null);
  const busy = useRef(false);

  const download = useCallback(async (req: DownloadRequest): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setProgress(0);
    try {
      const file = await getBlob(req.base ?? 'api', req.path, { onProgress: (p) => setProgress(p.percent) });
      const type = req.type ?? file.contentType.split(';')[0]?.trim() ?? '';
      const blob = req.type && file.blob.type !== req.type ? new Blob([file.blob], { type: req.type }) : file.blob;
      deliverBlob(blob, req.fileName, fileActionFor(type, req.open ?? true, isIOS()));
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      busy.current = false;
      setProgress(null);
    }
  }, []);

  return { download, progress, busy: progress !== null };
}
