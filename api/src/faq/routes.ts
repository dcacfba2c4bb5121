import type { AreaPlugin } from '../shared/area-plugin';
import { faqRoutes } from './faq-routes';

/** FAQs for customers, consumers and partners. */
export const faqAreaRoutes: AreaPlugin = async (app, deps) => {
  await app.register(faqRoutes, deps);
};
