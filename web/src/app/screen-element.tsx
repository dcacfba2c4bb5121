import { lazy, Suspense, type ComponentType } from 'react';
import { loadClient } from '../lib/load-client';
import type { Screen } from '../lib/screen-map';
import { FullPageLoader } from './full-page-loader';
import { NotAvailablePage } from './not-available-page';

/** The component a route renders: eager screens as they are, lazy ones behind a loader. */
export function screenComponent(screen: Screen | undefined): ComponentType {
  if (!screen) return NotAvailablePage;
  if ('eager' in screen) return screen.eager;
  // One React.lazy per route, created once with the router, so its chunk loads once.
  // The rest of Mantine's styles and the Apollo client come along (no-ops once loaded),
  // and the screen renders inside the client's provider.
  const Lazy = lazy(() =>
    Promise.all([import('./screen-styles'), loadClient(), screen.lazy()]).then(
      ([, { ClientProvider }, Component]) => ({
        default: function ScreenWithClient() {
          return (
            <ClientProvider>
              <Component />
            </ClientProvider>
          );
        },
      }),
    ),
  );
  return function LazyScreen() {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <Lazy />
      </Suspense>
    );
  };
}
