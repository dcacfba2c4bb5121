import { ensureNamespaces } from '../../lib/i18n';
import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The widget texts (locales/<lang>/widgets.json) come with these screens (app/screens.ts);
// the page selector brings the cms texts it uses.
export const screens: ScreenMap = {
  '/widget': lazyScreen(() =>
    Promise.all([import('./views/widgets-view'), ensureNamespaces(['cms'])]).then(
      ([m]) => m.WidgetsView,
    ),
  ),
};
