import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The claims texts (locales/<lang>/claims.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/lead-generator/claim': lazyScreen(() =>
    import('./views/staff-claim-list-view').then((m) => m.StaffClaimListView),
  ),
  '/claim-overview': lazyScreen(() =>
    import('./views/claim-overview-view').then((m) => m.ClaimOverviewView),
  ),
  '/claim-feedback-overview': lazyScreen(() =>
    import('./views/claim-feedback-overview-view').then((m) => m.ClaimFeedbackOverviewView),
  ),
  '/customer/claim': lazyScreen(() =>
    import('./views/customer-claim-list-view').then((m) => m.CustomerClaimListView),
  ),
  '/customer/claim/new': lazyScreen(() =>
    import('./views/new-claim-view').then((m) => m.NewClaimView),
  ),
  '/partner/claim/:id': lazyScreen(() =>
    import('./views/partner-claim-view').then((m) => m.PartnerClaimView),
  ),
};
