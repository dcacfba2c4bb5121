import { lazyScreen, type ScreenLoader, type ScreenMap } from '../../lib/screen-map';

const companyEditor: ScreenLoader = () =>
  import('./views/affiliate-company-editor-view').then((m) => m.AffiliateCompanyEditorView);

const tableEditor: ScreenLoader = () =>
  import('./views/affiliate-table-editor-view').then((m) => m.AffiliateTableEditorView);

// The affiliates texts (locales/<lang>/affiliates.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/affiliate-company': lazyScreen(() =>
    import('./views/affiliate-company-list-view').then((m) => m.AffiliateCompanyListView),
  ),
  '/affiliate-company/new': lazyScreen(companyEditor),
  '/affiliate-company/:id': lazyScreen(companyEditor),
  '/affiliate-table': lazyScreen(() =>
    import('./views/affiliate-table-list-view').then((m) => m.AffiliateTableListView),
  ),
  '/affiliate-table/new': lazyScreen(tableEditor),
  '/affiliate-table/:id': lazyScreen(tableEditor),
};
