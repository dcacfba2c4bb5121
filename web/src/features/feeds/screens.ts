import { ensureNamespaces } from '../../lib/i18n';
import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

const newView = () => import('./views/feed-new-view').then((m) => m.FeedNewView);

// The feeds texts (locales/<lang>/feeds.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  // The editors' home also shows the comparison dashboard items of the other areas.
  '/comparison/product-feed': lazyScreen(() =>
    Promise.all([
      import('./views/feed-list-view'),
      ensureNamespaces(['comparison', 'comparison-reviews']),
    ]).then(([m]) => m.FeedListView),
  ),
  '/comparison/product-feed/new': lazyScreen(newView),
  '/comparison/product-feed/new/:companyId': lazyScreen(newView),
  '/comparison/product-feed/:id': lazyScreen(() =>
    import('./views/feed-detail-view').then((m) => m.FeedDetailView),
  ),
};
