import { useMutation } from '@apollo/client/react';
import { LogoutDocument } from '../../gql/graphql';

/** Ends the session and restarts the app on /login (a full load clears every cached screen). */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutDocument, { context: { redirect: false } });
  return async () => {
    try {
      await logout();
    } finally {
      window.location.assign('/login');
    }
  };
}
