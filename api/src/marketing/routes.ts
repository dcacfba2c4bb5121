import type { AreaPlugin } from '../shared/area-plugin';

/** Marketing: the marketing overview, campaigns and their ad images (docs/marketing.md). */
export const marketingRoutes: AreaPlugin = async () => {};
