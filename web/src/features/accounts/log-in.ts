import { LoginDocument, ViewerDocument } from '../../gql/graphql';
import { client } from '../../lib/client';
import { SILENT } from '../../lib/request-context';
import type { LoginValues } from './login-values';

/**
 * Logs in and hands the answer to the viewer, which sends the user on. Loaded
 * by the login view on submit (with the Apollo client, which is not in the
 * first load). Failures are shown by the error link and then rethrown.
 */
export async function logIn(values: LoginValues): Promise<void> {
  // The form is usable before the session check of the page load has answered. Wait
  // for that answer (the same request, or the cache once it is in), so a late
  // "nobody is logged in" cannot overwrite the viewer this login writes.
  await client.query({ query: ViewerDocument, context: SILENT }).catch(() => undefined);
  const { data } = await client.mutate({
    mutation: LoginDocument,
    variables: values,
    // Already on /login: a failure shows its notification without a redirect.
    context: { redirect: false },
  });
  if (data) client.writeQuery({ query: ViewerDocument, data: { viewer: data.login } });
}
