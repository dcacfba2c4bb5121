import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasAccess } from '#domain/accounts/access';
import { homePath } from '#domain/accounts/home-path';
import { useCurrentRole } from '../lib/current-role';
import { rememberReturnPath } from '../lib/return-path';
import { useViewer } from '../lib/viewer';
import { FullPageLoader } from './full-page-loader';
import { useCurrentRouteDefinition } from './route-handle';

/**
 * The one access check on route change (hasAccess, docs/architecture.md): no viewer ->
 * /login, a refused route -> the viewer's home. Either way the route is
 * remembered and reopened after the next login.
 */
export function PermissionGuard({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  const { currentRole } = useCurrentRole();
  const route = useCurrentRouteDefinition();
  const location = useLocation();
  if (loading) return <FullPageLoader />;
  const target = `${location.pathname}${location.search}`;
  if (!viewer) {
    rememberReturnPath(target);
    return <Navigate to="/login" replace />;
  }
  if (!route || !hasAccess(viewer.roles, route.permission)) {
    rememberReturnPath(target);
    const home = homePath(viewer.roles, currentRole);
    return <Navigate to={home === location.pathname ? '/login' : home} replace />;
  }
  return <>{children}</>;
}
