/** `@broker/shared/ui`: design tokens (styles.css), primitives, the modal, toasts and small UI hooks. */
export { Button } from './button';
export type { ButtonProps } from './button';
export { Spinner } from './spinner';
export { PageLayout } from './page-layout';
export { useDocumentTitle } from './document-title';
export { breakpoints } from './breakpoints';
export { ScreenSkeleton } from './screen-skeleton';
export { Modal } from './modal';
export { WaitingModal } from './waiting-modal';
export type { ModalProps } from './modal';
export { LazyToaster, notify, toastError } from './toast';
export { whenIdle } from './when-idle';
export { CONTACT_EMAILS, ContactEmailLink } from './contacts';
export type { ContactKind } from './contacts';
export { useCountdown, TICK_MS } from './use-countdown';
export { useDebouncedValue, INPUT_DEBOUNCE_MS } from './use-debounced-value';
export { useSingleFlight } from './use-single-flight';
