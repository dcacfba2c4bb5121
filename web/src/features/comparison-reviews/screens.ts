import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The texts (locales/<lang>/comparison-reviews.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/comparison/review': lazyScreen(() =>
    import('./views/comparison-review-list-view').then((m) => m.ComparisonReviewListView),
  ),
  '/comparison/review/:id': lazyScreen(() =>
    import('./views/comparison-review-detail-view').then((m) => m.ComparisonReviewDetailView),
  ),
};
