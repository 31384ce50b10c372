export { CabinetLayout } from './cabinet-layout';
export { forgetDismissalOnSessionChange } from './startup-notice-model';
export { CabinetFrame, isCabinetPath, PageSkeleton, SessionPending } from './cabinet-frame';
