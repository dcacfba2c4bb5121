import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The tag texts (locales/<lang>/tags.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/tag': lazyScreen(() => import('./views/tag-list-view').then((m) => m.TagListView)),
  '/tag/:id': lazyScreen(() => import('./views/tag-editor-view').then((m) => m.TagEditorView)),
};
