import type { ComponentType } from 'react';

/** Loads a screen's code on first use; Vite turns each `import()` into its own chunk. */
export type ScreenLoader = () => Promise<ComponentType>;

/**
 * How a route's screen arrives: `eager` screens ship in the first load (the login
 * screen, so /login needs no second round trip); `lazy` ones load when first opened.
 */
export type Screen = { readonly eager: ComponentType } | { readonly lazy: ScreenLoader };

/**
 * What a feature contributes to the router: the screen for each route path of
 * the route table (`domain/routing/routes.ts`, path exactly as written there).
 * Each `web/src/features/<area>/screens.ts` exports `screens: ScreenMap`; the
 * app picks them up by itself. Routes without a screen show "nog niet beschikbaar".
 * A screens.ts should only import views lazily (see `lazyScreen`), or the whole
 * area ends up in every visitor's first load. The feature's texts
 * (web/src/locales/<lang>/<feature>.json) load with its lazy screens (app/screens.ts).
 */
export type ScreenMap = Readonly<Record<string, Screen>>;

/**
 * A screen in the first load. Keep for screens a visitor may open before anything else.
 * It renders before the Apollo client has loaded and outside its provider: no Apollo
 * hooks; await `loadClient()` (lib/load-client.ts) or import a module that uses it.
 */
export function eagerScreen(component: ComponentType): Screen {
  return { eager: component };
}

/** A screen loaded on first use: `lazyScreen(() => import('./views/x-view').then((m) => m.XView))`. */
export function lazyScreen(load: ScreenLoader): Screen {
  return { lazy: load };
}
