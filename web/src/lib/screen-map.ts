import type { ComponentType } from 'react';

/**
 * What a feature contributes to the router: the screen for each route path of
 * the route table (`domain/routing/routes.ts`, path exactly as written there).
 * Each `web/src/features/<area>/screens.ts` exports `screens: ScreenMap`; the
 * app picks them up by itself. Routes without a screen show "nog niet beschikbaar".
 */
export type ScreenMap = Readonly<Record<string, ComponentType>>;
