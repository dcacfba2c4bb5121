import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The marketing texts (locales/<lang>/marketing.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/marketing-overview': lazyScreen(() =>
    import('./views/marketing-overview-view').then((m) => m.MarketingOverviewView),
  ),
  '/lead-generator/campaigns': lazyScreen(() =>
    import('./views/campaigns-view').then((m) => m.CampaignsView),
  ),
  '/lead-generator/campaigns/:id/ad-generator': lazyScreen(() =>
    import('./views/ad-generator-view').then((m) => m.AdGeneratorView),
  ),
};
