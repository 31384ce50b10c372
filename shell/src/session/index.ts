export { SessionRoot } from './session-root';
export { useSessionPhase, sessionStore } from './session-store';
export { useMessageSocket } from './use-message-socket';
export { saveInterfaceLanguage } from './save-language';
export { redirectFor, isCabinetRoute } from './redirect-rule';
export { useMaintenanceTexts } from './maintenance-store';
