import type { GatewayContext } from '../context';

/** Fresh loaders for each event: a subscription's context lives as long as the stream. */
export function forgetLoaded(context: GatewayContext): void {
  for (const loader of Object.values(context.loaders)) loader.clearAll();
}
