import { Kind, type DefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context';

/**
 * Mutations that never change who the viewer is: sending a chat message must not cost
 * the sender's next message a fresh look-up of the session at the api (bench:chat).
 */
const KEEP_VIEWER = new Set(['sendChatMessage', 'startConversation']);

const changesViewer = (definition: DefinitionNode) =>
  definition.kind === Kind.OPERATION_DEFINITION &&
  definition.operation === 'mutation' &&
  definition.selectionSet.selections.some(
    (selection) => selection.kind !== Kind.FIELD || !KEEP_VIEWER.has(selection.name.value),
  );

/**
 * A mutation may change who the viewer is (profile, roles, companies): the next
 * request of this session asks the api again instead of using the session cache.
 * Changes made elsewhere reach the cache through the api's events.
 */
export function useForgetViewerAfterMutation(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      if (!args.document.definitions.some(changesViewer)) return;
      return {
        onExecuteDone() {
          args.contextValue.viewer.forget();
        },
      };
    },
  };
}
