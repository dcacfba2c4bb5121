import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The reviews texts (locales/<lang>/reviews.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/consumer/review/:token': lazyScreen(() =>
    import('./views/review-link-view').then((m) => m.ReviewLinkView),
  ),
  '/consumer/beoordelingen/schrijf-een-beoordeling': lazyScreen(() =>
    import('./views/write-review-view').then((m) => m.WriteReviewView),
  ),
  '/lead-generator/review': lazyScreen(() =>
    import('./views/staff-review-list-view').then((m) => m.StaffReviewListView),
  ),
  '/lead-generator/review/:id': lazyScreen(() =>
    import('./views/staff-review-detail-view').then((m) => m.StaffReviewDetailView),
  ),
  '/customer/reviews': lazyScreen(() =>
    import('./views/company-review-list-view').then((m) => m.CompanyReviewListView),
  ),
  '/customer/review/:id': lazyScreen(() =>
    import('./views/company-review-detail-view').then((m) => m.CompanyReviewDetailView),
  ),
};
