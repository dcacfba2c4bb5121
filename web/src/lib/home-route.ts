import { hasAccess } from '#domain/accounts/access';
import { homePath } from '#domain/accounts/home-path';
import { findRoute } from '#domain/routing/routes';

/** The viewer's home when it is a screen they may open; null otherwise (they stay on /login). */
export function reachableHome(roles: readonly string[], currentRole: string | null): string | null {
  const home = homePath(roles, currentRole);
  const route = findRoute(home);
  if (home === '/login' || !route || !hasAccess(roles, route.permission)) return null;
  return home;
}

/** Where to go after login: the remembered route when the viewer may open it, else home. */
export function afterLoginPath(
  roles: readonly string[],
  currentRole: string | null,
  remembered: string | null,
): string | null {
  if (remembered) {
    const route = findRoute(remembered);
    if (route && route.layout === 'app' && hasAccess(roles, route.permission)) return remembered;
  }
  return reachableHome(roles, currentRole);
}
