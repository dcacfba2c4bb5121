import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The features texts (locales/<lang>/features.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/feature': lazyScreen(() => import('./views/feature-list-view').then((m) => m.FeatureListView)),
  '/comparison/feature/:id': lazyScreen(() =>
    import('./views/feature-editor-view').then((m) => m.FeatureEditorView),
  ),
  '/feature-mapping': lazyScreen(() =>
    import('./views/feature-mapping-view').then((m) => m.FeatureMappingView),
  ),
  '/meta': lazyScreen(() => import('./views/meta-view').then((m) => m.MetaView)),
  '/comparison/spec-website': lazyScreen(() =>
    import('./views/spec-website-list-view').then((m) => m.SpecWebsiteListView),
  ),
  '/comparison/spec-website/new': lazyScreen(() =>
    import('./views/spec-website-editor-view').then((m) => m.SpecWebsiteEditorView),
  ),
  '/comparison/spec-website/:id': lazyScreen(() =>
    import('./views/spec-website-editor-view').then((m) => m.SpecWebsiteEditorView),
  ),
  '/comparison/spec-website/:id/synonym-suggestions': lazyScreen(() =>
    import('./views/synonym-suggestions-view').then((m) => m.SynonymSuggestionsView),
  ),
};
