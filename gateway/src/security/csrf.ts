import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Header every GraphQL request must carry (any value); the web app's Apollo link sets it. */
export const CSRF_HEADER = 'x-graphql-csrf';

/**
 * CSRF defence. The yoga plugin refuses requests a browser may send cross-site
 * without a preflight (GET, forms, text/plain) unless they carry the header; we go
 * one step further and require it on every request, JSON POSTs included, so the
 * rule does not depend on a correct CORS set-up.
 */
export function useCsrfProtection(): Plugin[] {
  const requireHeader: Plugin = {
    onRequestParse({ request }) {
      if (request.headers.has(CSRF_HEADER)) return;
      throw createGraphQLError(`Required CSRF header ${CSRF_HEADER} not present`, {
        extensions: {
          http: { status: 403 },
          code: 'FORBIDDEN',
          messageKey: 'MESSAGE.CSRF_HEADER_MISSING',
        },
      });
    },
  };
  return [useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }), requireHeader];
}
