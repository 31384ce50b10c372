import type { UserInfo } from '@broker/shared/contracts';
import type { RouteName } from '@broker/shared/routes';

export interface MenuItem {
  route: RouteName;
  /** common:menu.* key */
  label: string;
  /** whether the signed-in user has something unread there (cabinet §2: unread markers on the menu) */
  unread?: (user: UserInfo) => boolean;
}

/** Cabinet §2 menu, in order; exit is the last entry and is not a route (it asks first). */
export const MENU_ITEMS: readonly MenuItem[] = [
  { route: 'profile', label: 'menu.profile' },
  { route: 'accounts', label: 'menu.accounts' },
  // unsigned documents need the client's attention as much as unread ones (both are user-info counters)
  { route: 'documents-all', label: 'menu.documents', unread: (u) => u.unread_docs > 0 || u.unread_unsigned_docs > 0 },
  { route: 'trade-limits', label: 'menu.tradeLimits' },
  { route: 'messages', label: 'menu.messages', unread: (u) => u.unread_messages > 0 },
];
