import { storageOf, type FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { brandRoutes } from './brand-routes';
import { comparisonClickoutRoutes } from './clickout-routes';
import { comparisonCompanyRoutes } from './comparison-company-routes';
import { coreProductRoutes } from './core-product-routes';
import { customerClicksRoutes } from './customer-clicks-routes';
import { drawnImageProvider, type ImageProvider } from './image-provider';
import { productImageRoutes } from './product-image-routes';
import { productRoutes } from './product-routes';
import { productSpecRoutes } from './product-spec-routes';
import { productSwitchRoutes } from './product-switch-routes';

/** The price-comparison catalogue (docs/comparison.md): comparison editors only. */
export const comparisonRoutes: AreaPlugin = async (app, deps) => {
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  // Icecat and the like are out of reach here: the offline provider draws the pictures.
  const images = (deps as { imageProvider?: ImageProvider }).imageProvider ?? drawnImageProvider;
  await app.register(coreProductRoutes, deps);
  await app.register(brandRoutes(storage), deps);
  await app.register(comparisonCompanyRoutes, deps);
  await app.register(productRoutes, deps);
  await app.register(productSpecRoutes, deps);
  await app.register(productSwitchRoutes, deps);
  await app.register(productImageRoutes(storage, images), deps);
  await app.register(comparisonClickoutRoutes, deps);
  // The shops' own clicks: read by their customers, not the comparison editors.
  await app.register(customerClicksRoutes, deps);
};
