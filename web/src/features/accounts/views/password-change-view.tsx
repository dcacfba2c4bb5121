import { useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGE } from '#domain/shared/messages';
import { ChangePasswordDocument, PasswordResetTokenDocument } from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { SILENT } from '../../../lib/request-context';
import type { PasswordChangeValues } from '../account-schemas';
import { PasswordChangeForm } from '../components/password-change-form';

/** Only paths inside the portal are followed after the change. */
function safeTarget(targetPath: string | null): string {
  return targetPath && targetPath.startsWith('/') && !targetPath.startsWith('//')
    ? targetPath
    : '/login';
}

/** /password-reset/:token (optional ?targetPath=): choose a new password with the link from the e-mail. */
export function PasswordChangeView() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tokenQuery = useQuery(PasswordResetTokenDocument, {
    variables: { token },
    context: SILENT,
    fetchPolicy: 'network-only',
  });
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument, {
    context: { notify: false, redirect: false },
  });
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(values: PasswordChangeValues): Promise<boolean> {
    setServerError(null);
    try {
      await changePassword({
        variables: { token, password: values.password, passwordRepeat: values.repeat },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      void navigate(safeTarget(searchParams.get('targetPath')), { replace: true });
      return false;
    } catch (error) {
      const message = classifyError(error).message ?? MESSAGE.ERROR_OCCURRED;
      if (message === MESSAGE.PASSWORD_WEAK) return true;
      setServerError(message);
      return false;
    }
  }

  if (tokenQuery.loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const tokenError = tokenQuery.error
    ? (classifyError(tokenQuery.error).message ?? MESSAGE.TOKEN_EXPIRED)
    : null;
  return (
    <PasswordChangeForm
      email={tokenQuery.data?.passwordResetToken.email ?? null}
      submitting={loading}
      serverError={
        serverError ??
        (tokenError && tokenError.startsWith('MESSAGE.')
          ? tokenError
          : tokenError && MESSAGE.TOKEN_EXPIRED)
      }
      disabled={tokenError !== null}
      onSubmit={submit}
      onWeakPassword={() => notifyError(MESSAGE.PASSWORD_WEAK)}
    />
  );
}
