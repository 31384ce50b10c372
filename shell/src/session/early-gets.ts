import { API_PATHS } from '@broker/shared/contracts';

/**
 * The session's own GETs on every signed-in page (loadSessionEarly, load-session.ts): settings and user
 * info. A cabinet page's HTML starts them with the stored token before any script has arrived, beside the
 * GETs the page's remote declares (scripts/server-render/request/early-gets.ts); the session's identical
 * calls then take those answers (`@broker/shared/api`, early.ts). The shell's, so written here once.
 */
export const SESSION_EARLY_GETS: readonly string[] = [API_PATHS.settings, API_PATHS.userInfo];
