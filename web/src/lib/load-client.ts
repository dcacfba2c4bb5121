import type * as ClientModule from './client';

/**
 * The Apollo client (with graphql, rxjs and the generated documents) is not in
 * the first load: /login shows its form without it. main.tsx starts this import
 * at once, so it is usually there before anyone has typed a password. Lazy
 * screens and the logged-in shell wait for it before they render; code in the
 * first load (the viewer, the login form) awaits it.
 */
let loading: Promise<typeof ClientModule> | undefined;

export function loadClient(): Promise<typeof ClientModule> {
  loading ??= import('./client').catch((error: unknown) => {
    // A failed download is tried again on the next call.
    loading = undefined;
    throw error;
  });
  return loading;
}
