import { useMatches } from 'react-router';
import type { RouteDefinition } from '#domain/routing/routes';

/** Each router entry built from the route table carries its definition as `handle`. */
export interface RouteHandle {
  route: RouteDefinition;
}

/** The route-table entry of the screen on display, if any. */
export function useCurrentRouteDefinition(): RouteDefinition | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
