export {
  ROUTES,
  ROUTE_OWNER,
  remoteRoutes,
  LANGS,
  DEFAULT_LANG,
  isLang,
  UNAUTHORIZED_WHITELIST,
  CABINET_ROUTES,
  PUBLIC_ROUTE_NAMES,
  MENU_ENTRIES,
  REMOTE_KEYS,
  namespaceOf,
} from './route-table';
export { REMOTES, ROUTE_RECORDS } from './manifest';
export type { Layout, RemoteRecord, RouteRecord } from './manifest';
export type { RouteName, RouteOwner, RemoteName, RoutesOf, Lang } from './route-table';
export { routePath, matchRoute, normalizeLangUrl, switchLangUrl } from './paths';
export type { Query } from './paths';
export { useLang, useRouteNav, useRouteHref } from './use-route-nav';
export {
  DEFAULT_AREAS,
  areaConflict,
  areaOf,
  currentAreas,
  isAreaPage,
  isUnauthorizedWhitelisted,
  isWithin,
  ownerOfPath,
  resolveAreas,
  setAreas,
} from './areas';
export type { Area, AreaDeclaration, PathOwner } from './areas';
