import { useMemo, useState } from 'react';
import { Center, Loader, Stack } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { mayPerform } from '#domain/accounts/operation-permissions';
import {
  AcceptInvitationDocument,
  ConfirmEmailChangeDocument,
  DeclineInvitationDocument,
  LogoutDocument,
  ReceivedInvitationsDocument,
  UpdateUserDocument,
  UserDocument,
  ViewerDocument,
} from '../../../gql/graphql';
import { rememberReturnPath } from '../../../lib/return-path';
import { classifyError } from '../../../lib/error-kind';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { SILENT } from '../../../lib/request-context';
import { useViewer } from '../../../lib/viewer';
import { EmailConfirmationCard } from '../components/email-confirmation-card';
import { ReceivedInvitationsCard } from '../components/received-invitations-card';
import { UserPhotoCard } from '../components/user-photo-card';
import { UserProfileForm } from '../components/user-profile-form';
import { uploadFile } from '../../../lib/upload-file';
import { camelField, type UserProfileFormInput } from '../user-profile-schema';

const LOGIN_AGAIN = 'MESSAGE.CHANGES_SAVED_LOGIN_AGAIN';

/**
 * /user/current and /user/:userId: a person's profile with photo. A new own e-mail
 * is mailed a link back to this page (?confirmEmail=token); confirming it ends the
 * session and the user logs in again. The own profile also lists the companies that
 * invited the account, to accept or decline.
 */
export function UserProfileView() {
  const { userId } = useParams();
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const client = useApolloClient();
  const id = userId ?? (viewer ? String(viewer.id) : '');
  const own = viewer !== null && String(viewer.id) === id;
  const { data, refetch } = useQuery(UserDocument, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  const [updateUser, { loading: saving }] = useMutation(UpdateUserDocument);
  const [uploading, setUploading] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const confirmToken = own ? searchParams.get('confirmEmail') : null;
  const [confirmEmail, { loading: confirming }] = useMutation(ConfirmEmailChangeDocument);
  const invitations = useQuery(ReceivedInvitationsDocument, {
    skip: !own,
    fetchPolicy: 'cache-and-network',
  });
  const [acceptInvitation] = useMutation(AcceptInvitationDocument);
  const [declineInvitation] = useMutation(DeclineInvitationDocument);
  const [answering, setAnswering] = useState<string | null>(null);
  const user = data?.user;
  const initial = useMemo<UserProfileFormInput | null>(
    () =>
      user
        ? {
            email: user.email,
            givenName: user.givenName,
            familyName: user.familyName,
            gender: user.gender === 'male' || user.gender === 'female' ? user.gender : '',
            optOut: user.optOut,
          }
        : null,
    [user],
  );
  if (!user || !initial)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );

  async function refreshViewer() {
    if (own) await client.refetchQueries({ include: [ViewerDocument] });
  }

  async function loginAgain() {
    notifySuccess(LOGIN_AGAIN);
    // The api already ended the session; this also clears what the browser still holds.
    await client.mutate({ mutation: LogoutDocument, context: SILENT }).catch(() => undefined);
    // Reopened after the new login. Said here, not left to the route guard, which only
    // sees the ended session if the viewer's refetch beats the navigation.
    rememberReturnPath(window.location.pathname);
    // Ask the api who is logged in now (nobody) rather than only forgetting the viewer:
    // an answer of an earlier viewer read still under way could otherwise put it back,
    // and /login would send the old user on to their home.
    await client
      .query({ query: ViewerDocument, fetchPolicy: 'network-only', context: SILENT })
      .catch(() => {
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'viewer' });
        client.cache.gc();
      });
    await navigate('/login', { replace: true });
  }

  async function answerInvitation(id: string, accept: boolean) {
    setAnswering(id);
    try {
      if (accept) await acceptInvitation({ variables: { id } });
      else await declineInvitation({ variables: { id } });
      notifySuccess(accept ? 'MESSAGE.INVITATION_ACCEPTED' : 'MESSAGE.INVITATION_DECLINED');
      await invitations.refetch();
      if (accept) await refreshViewer();
    } catch {
      // The notification comes from the error link.
    } finally {
      setAnswering(null);
    }
  }

  async function confirmNewEmail(token: string) {
    try {
      await confirmEmail({ variables: { token } });
      await loginAgain();
    } catch {
      // Expired or unknown link: the error link says so; the link is dropped from the address.
      setSearchParams({}, { replace: true });
    }
  }

  async function upload(file: File) {
    if (!user) return;
    setUploading(true);
    const failure = await uploadFile(
      `/upload/user/${encodeURIComponent(String(user.id))}/photo`,
      file,
    );
    setUploading(false);
    if (failure) return notifyError(failure);
    notifySuccess('MESSAGE.UPLOAD_SUCCESSFUL');
    await refetch();
    await refreshViewer();
  }

  const emailLocked = !own && !mayPerform(viewer?.roles ?? [], 'changeOtherUsersEmail');

  return (
    <Stack>
      {confirmToken && (
        <EmailConfirmationCard
          confirming={confirming}
          onConfirm={() => void confirmNewEmail(confirmToken)}
        />
      )}
      <ReceivedInvitationsCard
        invitations={invitations.data?.receivedInvitations ?? []}
        busy={answering}
        onAccept={(invitationId) => void answerInvitation(invitationId, true)}
        onDecline={(invitationId) => void answerInvitation(invitationId, false)}
      />
      <UserPhotoCard
        name={user.fullName || user.email}
        email={user.email}
        photoUrl={user.photoUrl ?? null}
        roles={user.roles}
        uploading={uploading}
        onUpload={(file) => void upload(file)}
        onReject={() => notifyError('MESSAGE.FILE_TYPE_NOT_SUPPORTED')}
      />
      <UserProfileForm
        initial={initial}
        submitting={saving}
        emailLocked={emailLocked}
        onSubmit={(values, setError) =>
          void updateUser({
            variables: {
              id: String(user.id),
              version: user.version,
              input: {
                email: values.email,
                givenName: values.givenName,
                familyName: values.familyName,
                gender: values.gender ?? '',
                optOut: values.optOut,
              },
            },
          })
            .then(async ({ data: saved }) => {
              const messageKey = saved?.updateUser.messageKey ?? 'MESSAGE.CHANGES_SAVED';
              if (messageKey === LOGIN_AGAIN) return loginAgain();
              notifySuccess(messageKey);
              await refreshViewer();
            })
            .catch((error: unknown) => {
              // The notification comes from the error link; the typed values stay.
              const fields = classifyError(error).fields ?? {};
              for (const [name, message] of Object.entries(fields)) {
                const field = camelField(name);
                if (field in initial) setError(field as keyof UserProfileFormInput, { message });
              }
            })
        }
      />
    </Stack>
  );
}
