import type { ComponentType, ReactNode } from 'react';
import type { RouteName } from '@broker/shared/routes';

/**
 * What every remote's `./app` expose must export: the shell renders `default` for the spec route it
 * owns, or without `route` inside its area (the page the URL names there, else `notFound`).
 */
export interface RemoteAppModule {
  default: ComponentType<{ route?: RouteName; notFound?: ReactNode }>;
  meta: RemoteMeta;
}

export interface RemoteMeta {
  /** MF container name */
  name: string;
  /** major of the `shared` package this build was compiled against */
  contractMajor: number;
  /** optional release label set at build time (BUILD_LABEL); the shell shows it under the screen */
  buildLabel: string;
}
