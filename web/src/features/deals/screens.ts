import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The deals texts (locales/<lang>/deals.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/lead-generator/deal/new/company/:companyId': lazyScreen(() =>
    import('./views/deal-new-view').then((m) => m.DealNewView),
  ),
};
