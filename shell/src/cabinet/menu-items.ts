import type { UserInfo } from '@broker/shared/contracts';
import { MENU_ENTRIES, type RouteName } from '@broker/shared/routes';

export interface MenuItem {
  route: RouteName;
  /** common:menu.* key */
  label: string;
  /** whether the signed-in user has something unread there (cabinet §2: unread markers on the menu) */
  unread?: (user: UserInfo) => boolean;
}

/**
 * Cabinet §2 menu, in order: the manifest's menu entries (unread when any of the entry's user-info
 * counters is above 0). Exit is the last entry and is not a route (it asks first).
 */
export const MENU_ITEMS: readonly MenuItem[] = MENU_ENTRIES.map(({ route, label, unread }) => ({
  route,
  label,
  ...(unread.length ? { unread: (u: UserInfo) => unread.some((counter) => u[counter] > 0) } : {}),
}));
