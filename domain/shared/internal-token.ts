/** The internal token every example and test uses; never good enough for production. */
export const DEV_INTERNAL_TOKEN = 'dev-internal-token';

/**
 * INTERNAL_TOKEN, the secret the gateway shows the api (event stream, forwarded client
 * address). Both programs read it here; in production a missing or default one stops the start.
 */
export function internalTokenFrom(env: Readonly<Record<string, string | undefined>>): string {
  const token = env.INTERNAL_TOKEN || DEV_INTERNAL_TOKEN;
  if (env.NODE_ENV === 'production' && token === DEV_INTERNAL_TOKEN)
    throw new Error(
      'INTERNAL_TOKEN must be set to a secret of your own when NODE_ENV=production (the same value for the api and the gateway)',
    );
  return token;
}
