import { ensureNamespaces } from '../../lib/i18n';
import { createElement } from 'react';
import { lazyScreen, type ScreenLoader, type ScreenMap } from '../../lib/screen-map';

/** One editor for new and stored pages; the route decides. */
function pageEditor(isNew: boolean): ScreenLoader {
  return async () => {
    const { PageEditorView } = await import('./views/page-editor-view');
    return function PageEditorScreen() {
      return createElement(PageEditorView, { isNew });
    };
  };
}

const redirectionEditor: ScreenLoader = () =>
  import('./views/redirection-editor-view').then((m) => m.RedirectionEditorView);

const cmsProductEditor: ScreenLoader = () =>
  import('./views/cms-product-editor-view').then((m) => m.CmsProductEditorView);

const domainEditor: ScreenLoader = () =>
  import('./views/domain-editor-view').then((m) => m.DomainEditorView);

const termEditor: ScreenLoader = () =>
  import('./views/term-editor-view').then((m) => m.TermEditorView);

export const screens: ScreenMap = {
  '/domain': lazyScreen(() => import('./views/domain-list-view').then((m) => m.DomainListView)),
  '/domain/new': lazyScreen(domainEditor),
  '/domain/:domainId': lazyScreen(domainEditor),
  // The broken-link list (the dashboards area's) brings its texts along.
  '/page': lazyScreen(() =>
    Promise.all([import('./views/page-list-view'), ensureNamespaces(['dashboards'])]).then(
      ([m]) => m.PageListView,
    ),
  ),
  '/page/bulk': lazyScreen(() => import('./views/bulk-page-view').then((m) => m.BulkPageView)),
  '/domain/:domainId/page/new': lazyScreen(pageEditor(true)),
  '/domain/:domainId/page/:pageId': lazyScreen(pageEditor(false)),
  '/redirection': lazyScreen(() =>
    import('./views/redirection-list-view').then((m) => m.RedirectionListView),
  ),
  '/domain/:domainId/redirection/new': lazyScreen(redirectionEditor),
  '/domain/:domainId/redirection/:redirectionId': lazyScreen(redirectionEditor),
  '/cms-product': lazyScreen(() =>
    import('./views/cms-product-list-view').then((m) => m.CmsProductListView),
  ),
  '/cms-product/new': lazyScreen(cmsProductEditor),
  '/cms-product/:id': lazyScreen(cmsProductEditor),
  '/clickouts': lazyScreen(() =>
    import('./views/clickout-list-view').then((m) => m.ClickoutListView),
  ),
  '/image': lazyScreen(() =>
    import('./views/upload-manager-view').then((m) => m.UploadManagerView),
  ),
  '/term': lazyScreen(() => import('./views/term-list-view').then((m) => m.TermListView)),
  '/term/new': lazyScreen(termEditor),
  '/term/:id': lazyScreen(termEditor),
};
