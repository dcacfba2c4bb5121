import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The FAQ texts (locales/<lang>/faq.json) come with these screens (app/screens.ts).
const reader = () => import('./views/faq-reader-view');

export const screens: ScreenMap = {
  '/faq': lazyScreen(() => import('./views/faq-editor-view').then((m) => m.FaqEditorView)),
  '/consumer/faq': lazyScreen(() => reader().then((m) => m.ConsumerFaqView)),
  '/customer/faq': lazyScreen(() => reader().then((m) => m.CustomerFaqView)),
  '/partner/faq': lazyScreen(() => reader().then((m) => m.PartnerFaqView)),
};
