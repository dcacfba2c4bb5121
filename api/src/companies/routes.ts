import type { AreaPlugin } from '../shared/area-plugin';

// Placeholder so the api builds; the companies area replaces it with its routes.
export const companiesRoutes: AreaPlugin = async () => {};
