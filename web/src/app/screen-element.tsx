import { lazy, Suspense, type ComponentType } from 'react';
import type { Screen } from '../lib/screen-map';
import { FullPageLoader } from './full-page-loader';
import { NotAvailablePage } from './not-available-page';

/** The component a route renders: eager screens as they are, lazy ones behind a loader. */
export function screenComponent(screen: Screen | undefined): ComponentType {
  if (!screen) return NotAvailablePage;
  if ('eager' in screen) return screen.eager;
  // One React.lazy per route, created once with the router, so its chunk loads once.
  // The rest of Mantine's styles come along (a no-op once loaded).
  const Lazy = lazy(() =>
    Promise.all([import('./screen-styles'), screen.lazy()]).then(([, component]) => ({
      default: component,
    })),
  );
  return function LazyScreen() {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <Lazy />
      </Suspense>
    );
  };
}
