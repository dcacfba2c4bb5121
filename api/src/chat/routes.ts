import type { AreaPlugin } from '../shared/area-plugin';
import { chatRoutes } from './chat-routes';

/** Chat between consumers and companies about assigned leads. */
export const chatAreaRoutes: AreaPlugin = async (app, deps) => {
  await app.register(chatRoutes, deps);
};
