import { createGraphQLError, type GraphQLParams, type Plugin } from 'graphql-yoga';

const TYPE = 'application/graphql-response+json';

/**
 * Some clients label a JSON request body with the GraphQL response media type.
 * yoga only reads `application/json` bodies, so read these the same way
 * (Fastify has already parsed them as JSON, see server.ts).
 */
export function useGraphQLResponseJsonRequests(): Plugin {
  return {
    onRequestParse({ request, setRequestParser }) {
      const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
      if (request.method !== 'POST' || type !== TYPE) return;
      setRequestParser(async (req) => {
        const body: unknown = await req.json();
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
          throw createGraphQLError('The request body must be a JSON object.', {
            extensions: { http: { status: 400 }, code: 'BAD_USER_INPUT' },
          });
        }
        return body as GraphQLParams;
      });
    },
  };
}
