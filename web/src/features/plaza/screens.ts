import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The plaza texts (locales/<lang>/plaza.json) come with this screen (app/screens.ts).
export const screens: ScreenMap = {
  '/lead-generator/plaza': lazyScreen(() => import('./views/plaza-view').then((m) => m.PlazaView)),
};
