import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetDocument } from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { notifySuccess } from '../../../lib/notify';
import type { PasswordResetRequestValues } from '../account-schemas';
import { PasswordResetRequestForm } from '../components/password-reset-request-form';

/** /password-reset and /password-reset/first: ask for a link by e-mail. */
export function PasswordResetRequestView({ variant }: { variant: 'forgot' | 'first' }) {
  // Errors are shown in the form itself, not as notifications.
  const [requestReset, { loading }] = useMutation(RequestPasswordResetDocument, {
    context: { notify: false, redirect: false },
  });
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(values: PasswordResetRequestValues) {
    setServerError(null);
    try {
      await requestReset({ variables: { email: values.email } });
      setSent(true);
      notifySuccess('MESSAGE.EMAIL_SENT');
    } catch (error) {
      setServerError(classifyError(error).message ?? 'MESSAGE.ERROR_OCCURRED');
    }
  }

  return (
    <PasswordResetRequestForm
      variant={variant}
      submitting={loading}
      sent={sent}
      serverError={serverError}
      onSubmit={(values) => void submit(values)}
    />
  );
}

export function ForgotPasswordView() {
  return <PasswordResetRequestView variant="forgot" />;
}

export function FirstPasswordView() {
  return <PasswordResetRequestView variant="first" />;
}
