import { lazy, Suspense } from 'react';
import { ensureNamespaces } from '../lib/i18n';
import { loadClient } from '../lib/load-client';
import { FullPageLoader } from './full-page-loader';
import type * as AppShellModule from './shell/app-shell-layout';

/**
 * The logged-in frame (header, navigation, company selector) is not needed to
 * show /login, so it is its own chunk. Public pages fetch it while the visitor
 * types (see `preloadAppShell`), so it is usually there by the time they log in.
 */
let shell: Promise<typeof AppShellModule> | undefined;

export function preloadAppShell() {
  // The shell uses more of Mantine than the public pages: the rest of its styles come along,
  // and the companies texts of its notices (low balance, trial welcome).
  shell ??= Promise.all([
    import('./screen-styles'),
    import('./shell/app-shell-layout'),
    ensureNamespaces(['companies']),
  ]).then(([, module]) => module);
  return shell;
}

// The shell's own Apollo hooks (logout) need the client's provider around it.
const AppShellLayout = lazy(() =>
  Promise.all([loadClient(), preloadAppShell()]).then(([{ ClientProvider }, module]) => ({
    default: function AppShellWithClient() {
      return (
        <ClientProvider>
          <module.AppShellLayout />
        </ClientProvider>
      );
    },
  })),
);

export function LazyAppShell() {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AppShellLayout />
    </Suspense>
  );
}
