/**
 * What to do with a downloaded file (cabinet §7 "Download document", §9 "Download types"): a PDF opens
 * in a new tab, except on iOS where a new tab opened after an await is blocked as a pop-up and the
 * same tab is used; anything else (p7s, photos when asked) is saved under its name.
 */
export function isIOS(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { platform?: string } = navigator,
): boolean {
  // iPadOS 13+ says "Macintosh" but has touch points
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

export type FileAction = 'new-tab' | 'same-tab' | 'save';

export function fileActionFor(type: string, open: boolean, ios: boolean): FileAction {
  if (!open) return 'save';
  const viewable = type === 'application/pdf' || type.startsWith('image/');
  if (!viewable) return 'save';
  return ios ? 'same-tab' : 'new-tab';
}

/** Object URLs are revoked after a minute: long enough for the new tab to load the blob. */
const REVOKE_AFTER_MS = 60_000;

export function deliverBlob(blob: Blob, fileName: string, action: FileAction): void {
  const url = URL.createObjectURL(blob);
  if (action === 'same-tab') {
    location.assign(url);
    return; // the page is replaced; nothing left to revoke
  }
  const a = document.createElement('a');
  a.href = url;
  if (action === 'new-tab') {
    a.target = '_blank';
    a.rel = 'noopener noreferrer';
  } else a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
