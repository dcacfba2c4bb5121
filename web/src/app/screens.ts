import type { ScreenMap } from '../lib/screen-map';

// Every feature's screens.ts, found at build time, so adding a feature touches no app file.
// These maps are small (they import their views lazily), so reading them all up front
// costs little; the views themselves load on first use.
const modules = import.meta.glob<{ screens: ScreenMap }>('../features/*/screens.ts', {
  eager: true,
});

export const SCREENS: ScreenMap = Object.assign(
  {},
  ...Object.values(modules).map((module) => module.screens),
);
