import type { DefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context';

/**
 * A mutation may change who the viewer is (profile, roles, companies): the next
 * request of this session asks the api again instead of using the session cache.
 * Changes made elsewhere reach the cache through the api's events.
 */
export function useForgetViewerAfterMutation(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const isMutation = args.document.definitions.some(
        (definition: DefinitionNode) =>
          definition.kind === 'OperationDefinition' && definition.operation === 'mutation',
      );
      if (!isMutation) return;
      return {
        onExecuteDone() {
          args.contextValue.viewer.forget();
        },
      };
    },
  };
}
