import { storageOf, type FileStorage } from '../files';
import { createMailer } from '../mail';
import type { AreaPlugin } from '../shared/area-plugin';
import { companyReviewRoutes } from './company-review-routes';
import { consumerReviewRoutes } from './consumer-review-routes';
import { reviewModerationRoutes } from './moderation-routes';
import { reviewStaffEditRoutes } from './staff-edit-routes';
import { reviewTokenRoutes } from './token-routes';

/** Reviews of companies by consumers: the link, moderation, the company's reply (docs/reviews.md). */
export const reviewsRoutes: AreaPlugin = async (app, deps) => {
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  const mailer = createMailer(deps.db, deps.config);
  await app.register(reviewTokenRoutes(storage), deps);
  await app.register(reviewModerationRoutes(storage, mailer), deps);
  await app.register(reviewStaffEditRoutes(storage), deps);
  await app.register(companyReviewRoutes(mailer), deps);
  await app.register(consumerReviewRoutes, deps);
};
