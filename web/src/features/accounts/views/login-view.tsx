import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentRole } from '../../../lib/current-role';
import { takeReturnPath } from '../../../lib/return-path';
import { afterLoginPath } from '../../../lib/home-route';
import { useViewer } from '../../../lib/viewer';
import { LoginForm } from '../components/login-form';
import type { LoginValues } from '../login-values';

/**
 * /login: the login form, usable at once, also while the session is still being
 * checked. A logged-in user (also right after logging in) goes to the remembered
 * route when allowed, else home, as soon as the viewer is known.
 */
export function LoginView() {
  const { viewer } = useViewer();
  const { currentRole } = useCurrentRole();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const left = useRef(false);

  useEffect(() => {
    if (!viewer || left.current) return;
    const target = afterLoginPath(viewer.roles, currentRole, takeReturnPath());
    if (!target) return;
    left.current = true;
    void navigate(target, { replace: true });
  }, [viewer, currentRole, navigate]);

  async function submit(values: LoginValues) {
    setSubmitting(true);
    try {
      // With the Apollo client, which the first load leaves out (lib/load-client.ts).
      const { logIn } = await import('../log-in');
      await logIn(values);
    } catch {
      // Shown by the error link.
    } finally {
      setSubmitting(false);
    }
  }

  return <LoginForm submitting={submitting} onSubmit={(values) => void submit(values)} />;
}
