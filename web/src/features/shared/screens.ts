import type { ScreenMap } from '../../lib/screen-map';
import { MessageView } from './views/message-view';

export const screens: ScreenMap = {
  '/message/:message': MessageView,
};
