import { createContext, use, type ReactNode } from 'react';
import type { RouteName } from '@broker/shared/routes';
import { loadedModuleNow } from './remote-loader';
import { RemoteView } from './remote-view';

/**
 * True inside a rehearsal (app/rehearse-page.tsx): a page rendered once, hidden and off the document,
 * so that its first real render runs code the browser has already compiled.
 */
export const InRehearsal = createContext(false);

export function useInRehearsal(): boolean {
  return use(InRehearsal);
}

/**
 * A slot's content in a rehearsal: the remote's screen when its module is already here, else nothing.
 * It never starts a load and reports no visit (loadedModuleNow): the visitor has not asked for the page.
 */
export function RehearsedContent({
  remote,
  route,
  notFound,
}: {
  remote: string;
  route?: RouteName;
  notFound?: ReactNode;
}) {
  const mod = loadedModuleNow(remote);
  return mod ? <RemoteView App={mod.default} route={route} notFound={notFound} label={mod.meta.buildLabel} /> : null;
}
