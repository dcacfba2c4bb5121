import { useEffect, useRef } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LoginDocument, ViewerDocument } from '../../../gql/graphql';
import { useCurrentRole } from '../../../lib/current-role';
import { takeReturnPath } from '../../../lib/return-path';
import { afterLoginPath } from '../../../lib/home-route';
import { useViewer } from '../../../lib/viewer';
import { Center, Loader } from '@mantine/core';
import { LoginForm } from '../components/login-form';
import type { LoginValues } from '../login-values';

/**
 * /login: the login form. A logged-in user (also right after logging in) goes
 * to the remembered route when allowed, else home.
 */
export function LoginView() {
  const { viewer, loading } = useViewer();
  const { currentRole } = useCurrentRole();
  const navigate = useNavigate();
  const client = useApolloClient();
  // Already on /login: a failure shows its notification without a redirect.
  const [login, { loading: submitting }] = useMutation(LoginDocument, {
    context: { redirect: false },
  });
  const left = useRef(false);

  useEffect(() => {
    if (!viewer || left.current) return;
    const target = afterLoginPath(viewer.roles, currentRole, takeReturnPath());
    if (!target) return;
    left.current = true;
    void navigate(target, { replace: true });
  }, [viewer, currentRole, navigate]);

  async function submit(values: LoginValues) {
    try {
      const { data } = await login({ variables: values });
      if (data) client.writeQuery({ query: ViewerDocument, data: { viewer: data.login } });
    } catch {
      // Shown by the error link.
    }
  }

  if (loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return <LoginForm submitting={submitting} onSubmit={(values) => void submit(values)} />;
}
