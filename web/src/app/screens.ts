import { ensureNamespaces } from '../lib/i18n';
import type { Screen, ScreenMap } from '../lib/screen-map';

// Every feature's screens.ts, found at build time, so adding a feature touches no app file.
// These maps are small (they import their views lazily), so reading them all up front
// costs little; the views themselves load on first use.
const modules = import.meta.glob<{ screens: ScreenMap }>('../features/*/screens.ts', {
  eager: true,
});

/**
 * A feature's texts (web/src/locales/<lang>/<feature>.json) are not in the first load:
 * its lazy screens wait for them along with their code.
 */
function withFeatureTexts(feature: string, screen: Screen): Screen {
  if (!('lazy' in screen)) return screen;
  const load = screen.lazy;
  return {
    lazy: () => Promise.all([load(), ensureNamespaces([feature])]).then(([component]) => component),
  };
}

function featureScreens(path: string, screens: ScreenMap): ScreenMap {
  const feature = /features\/([^/]+)\/screens\.ts$/.exec(path)?.[1];
  if (!feature) return screens;
  return Object.fromEntries(
    Object.entries(screens).map(([route, screen]) => [route, withFeatureTexts(feature, screen)]),
  );
}

export const SCREENS: ScreenMap = Object.assign(
  {},
  ...Object.entries(modules).map(([path, module]) => featureScreens(path, module.screens)),
);
