import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './modal.css';

export interface ModalProps {
  title: string;
  children: ReactNode;
  /** Escape, the × button; omit to make the modal closable only by its own buttons */
  onClose?: () => void;
  testId?: string;
  /** `alertdialog` for messages that need an answer (errors, confirmations) */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /**
   * Painted by the page's HTML already (a server-rendered page's pending state): rendered `open`, shown in
   * place by CSS until the effect makes it a real modal. Its content updated in place later (the same
   * elements) is no new largest paint: the page's LCP stays its first paint.
   */
  openInHtml?: boolean;
}

/**
 * A modal on the native <dialog> opened with showModal(): the browser makes the rest of the page
 * inert, keeps Tab inside, puts it on the top layer and sends Escape as `cancel`. Mounted = open, so
 * the content's state starts fresh every time it opens. Focus returns to where it was on close.
 */
/** Open modals; the page scroll is locked while at least one is open (modals can stack: OTP over a form). */
let openModals = 0;
function lockPageScroll(): () => void {
  openModals += 1;
  document.documentElement.classList.add('ui-modal-open');
  return () => {
    openModals -= 1;
    if (openModals === 0) document.documentElement.classList.remove('ui-modal-open');
  };
}

export function Modal({ title, children, onClose, testId, role = 'dialog', className, openInHtml }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation('common');
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // a layout effect: the dialog is open in the commit that mounts it. With a passive effect there was a moment
  // (after an update that was not a click, e.g. a response) where the <dialog> was in the DOM but closed, so not
  // yet a dialog to assistive technology or to a test that had just found it; the first paint now shows it open.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (component tests) has no showModal: the open attribute is what it can do
    if (typeof dialog.showModal === 'function') {
      // open in the HTML is not modal (showModal would throw): closed and opened as a modal in one task, no frame between
      if (dialog.open && !dialog.matches(':modal')) dialog.close();
      if (!dialog.open) dialog.showModal();
    } else dialog.setAttribute('open', '');
    // the browser focuses the first focusable element, the × button; a form modal starts at its first field
    dialog
      .querySelector<HTMLElement>(
        '.ui-modal__body input:not([disabled]), .ui-modal__body select, .ui-modal__body textarea',
      )
      ?.focus();
    const unlock = lockPageScroll();
    return () => {
      unlock();
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      returnTo?.focus?.();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={['ui-modal', openInHtml && 'ui-modal--from-html', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-modal="true"
      open={openInHtml || undefined}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      data-testid={testId}
      onCancel={(e) => {
        // the browser would close the dialog itself; React owns open/closed, so ask the owner instead
        e.preventDefault();
        onCloseRef.current?.();
      }}
    >
      <div className="ui-modal__head">
        <h2 id={titleId} className="ui-modal__title">
          {title}
        </h2>
        {onClose && (
          <button type="button" className="ui-modal__close" aria-label={t('actions.close')} onClick={onClose}>
            ×
          </button>
        )}
      </div>
      <div className="ui-modal__body">{children}</div>
    </dialog>
  );
}
