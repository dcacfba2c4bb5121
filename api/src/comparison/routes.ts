import type { AreaPlugin } from '../shared/area-plugin';

/** The price-comparison catalogue (document 3): comparison editors only. */
export const comparisonRoutes: AreaPlugin = async () => {};
