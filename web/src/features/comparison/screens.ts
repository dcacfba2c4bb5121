import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The comparison texts (locales/<lang>/comparison.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/comparison/core-product': lazyScreen(() =>
    import('./views/core-product-list-view').then((m) => m.CoreProductListView),
  ),
  '/comparison/core-product/:id/product': lazyScreen(() =>
    import('./views/product-list-view').then((m) => m.ProductListView),
  ),
  '/comparison/brand': lazyScreen(() =>
    import('./views/brand-list-view').then((m) => m.BrandListView),
  ),
  '/comparison/company': lazyScreen(() =>
    import('./views/comparison-company-list-view').then((m) => m.ComparisonCompanyListView),
  ),
  '/commission_scales': lazyScreen(() =>
    import('./views/commission-scales-view').then((m) => m.CommissionScalesView),
  ),
  '/comparison/product/new/:coreProductId': lazyScreen(() =>
    import('./views/product-new-view').then((m) => m.ProductNewView),
  ),
  '/comparison/product/:id/clone': lazyScreen(() =>
    import('./views/product-clone-view').then((m) => m.ProductCloneView),
  ),
  '/comparison/product/:id/specs': lazyScreen(() =>
    import('./views/product-specs-view').then((m) => m.ProductSpecsView),
  ),
  '/comparison/product/:id/new/:productId/specs': lazyScreen(() =>
    import('./views/product-switch-view').then((m) => m.ProductSwitchView),
  ),
  '/images': lazyScreen(() =>
    import('./views/product-images-view').then((m) => m.ProductImagesView),
  ),
  '/clone': lazyScreen(() => import('./views/clone-start-view').then((m) => m.CloneStartView)),
  '/comparison/click-outs': lazyScreen(() =>
    import('./views/clickout-list-view').then((m) => m.ClickoutListView),
  ),
};
