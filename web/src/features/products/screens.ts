import { createElement } from 'react';
import { lazyScreen, type ScreenLoader, type ScreenMap } from '../../lib/screen-map';

import type { ProductCostKind } from '../../gql/graphql';

type EditorProps = { audience: 'staff' | 'customer'; isNew?: boolean };

/** The one editor serves staff (existing and new records) and customers; the route decides. */
function editor(props: EditorProps): ScreenLoader {
  return async () => {
    const { CompanyProductEditorView } = await import('./views/company-product-editor-view');
    return function CompanyProductEditorScreen() {
      return createElement(CompanyProductEditorView, props);
    };
  };
}

/** One cost screen for both kinds: no-cure-no-pay and partner costs. */
function costs(kind: ProductCostKind): ScreenLoader {
  return async () => {
    const { ProductCostsView } = await import('./views/product-costs-view');
    return function ProductCostsScreen() {
      return createElement(ProductCostsView, { kind });
    };
  };
}

export const screens: ScreenMap = {
  '/company/:companyId/product/:productId': lazyScreen(editor({ audience: 'staff' })),
  '/company/:companyId/product/:productId/new': lazyScreen(
    editor({ audience: 'staff', isNew: true }),
  ),
  '/customer/product': lazyScreen(() =>
    import('./views/customer-products-view').then((m) => m.CustomerProductsView),
  ),
  '/customer/product/:productId': lazyScreen(editor({ audience: 'customer' })),
  '/lead-generator/ncnp/company/:companyId/product': lazyScreen(costs('ncnp')),
  '/lead-generator/partner/company/:companyId/product': lazyScreen(costs('partner')),
  '/lead-generator/partner/company': lazyScreen(() =>
    import('./views/partner-companies-view').then((m) => m.PartnerCompaniesView),
  ),
  '/lead-generator/partner/product': lazyScreen(() =>
    import('./views/partner-cost-overview-view').then((m) => m.PartnerCostOverviewView),
  ),
  '/partner/company/product': lazyScreen(() =>
    import('./views/managed-products-view').then((m) => m.ManagedProductsView),
  ),
};
