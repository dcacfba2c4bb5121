import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The prepaid texts (locales/<lang>/prepaid.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/customer/prepaid': lazyScreen(() => import('./views/prepaid-view').then((m) => m.PrepaidView)),
};
