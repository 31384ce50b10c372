export { CabinetLayout } from './cabinet-layout';
export { forgetDismissalOnSessionChange } from './startup-notice-model';
