import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTES, type RouteDefinition } from '#domain/routing/routes';
import { LazyAppShell } from './lazy-app-shell';
import { PermissionGuard } from './permission-guard';
import { PublicLayout } from './public-layout';
import { RootLayout } from './root-layout';
import type { RouteHandle } from './route-handle';
import { RouteErrorRedirect } from './route-error-redirect';
import { screenComponent } from './screen-element';
import { SCREENS } from './screens';

function toRouteObject(route: RouteDefinition): RouteObject {
  const Screen = screenComponent(SCREENS[route.path]);
  const handle: RouteHandle = { route };
  return { path: route.path, element: <Screen />, handle };
}

/** The whole route table of the portal; unknown paths and failing routes go to /login. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorRedirect />,
      children: [
        {
          element: <PublicLayout />,
          children: ROUTES.filter((route) => route.layout === 'public').map(toRouteObject),
        },
        {
          element: (
            <PermissionGuard>
              <LazyAppShell />
            </PermissionGuard>
          ),
          children: ROUTES.filter((route) => route.layout === 'app').map(toRouteObject),
        },
        { path: '*', element: <Navigate to="/login" replace /> },
      ],
    },
  ]);
}
