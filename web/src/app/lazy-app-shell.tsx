import { lazy, Suspense } from 'react';
import { FullPageLoader } from './full-page-loader';

/**
 * The logged-in frame (header, navigation, company selector) is not needed to
 * show /login, so it is its own chunk. Public pages fetch it while the visitor
 * types (see `preloadAppShell`), so it is usually there by the time they log in.
 */
let shell: Promise<typeof import('./shell/app-shell-layout')> | undefined;

export function preloadAppShell() {
  shell ??= import('./shell/app-shell-layout');
  return shell;
}

const AppShellLayout = lazy(() =>
  preloadAppShell().then((module) => ({ default: module.AppShellLayout })),
);

export function LazyAppShell() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AppShellLayout />
    </Suspense>
  );
}
