import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The chat texts (locales/<lang>/chat.json) come with this screen (app/screens.ts).
export const screens: ScreenMap = {
  '/consumer/conversations': lazyScreen(() =>
    import('./views/conversations-view').then((m) => m.ConversationsView),
  ),
};
