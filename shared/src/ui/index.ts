export { Button } from './button';
export type { ButtonProps } from './button';
export { Spinner } from './spinner';
export { PageLayout } from './page-layout';
export { breakpoints } from './breakpoints';
export { ScreenSkeleton } from './screen-skeleton';
export { defineRemoteApp } from './remote-app';
