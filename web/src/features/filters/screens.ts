import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The filter texts (locales/<lang>/filters.json) come with these screens (app/screens.ts).
const list = lazyScreen(() => import('./views/filter-list-view').then((m) => m.FilterListView));

export const screens: ScreenMap = {
  '/filter': list,
  '/comparison/core-product/:id/filter': list,
  '/comparison/filter/:id': lazyScreen(() =>
    import('./views/filter-editor-view').then((m) => m.FilterEditorView),
  ),
};
