import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { GatewayServerContext } from '../context';

/** Adds `extensions.restCalls` (REST calls made for the request) to every single result. */
export function useRestCallExtension(): Plugin<GatewayServerContext> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          const context = args.contextValue as GatewayServerContext;
          setResult({
            ...result,
            extensions: { ...result.extensions, restCalls: context.rest.calls },
          });
        },
      };
    },
  };
}
