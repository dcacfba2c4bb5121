import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

export const screens: ScreenMap = {
  '/message/:message': lazyScreen(() => import('./views/message-view').then((m) => m.MessageView)),
};
