import { createElement } from 'react';
import { lazyScreen, type ScreenLoader, type ScreenMap } from '../../lib/screen-map';

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

export const screens: ScreenMap = {
  '/company/:companyId/product/:productId': lazyScreen(editor({ audience: 'staff' })),
  '/company/:companyId/product/:productId/new': lazyScreen(
    editor({ audience: 'staff', isNew: true }),
  ),
  '/customer/product': lazyScreen(() =>
    import('./views/customer-products-view').then((m) => m.CustomerProductsView),
  ),
  '/customer/product/:productId': lazyScreen(editor({ audience: 'customer' })),
};
