import { useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { requiredEmailSchema } from '#domain/shared/validators/email';
import { CompanyDetailDocument, CompanyUserLookupDocument } from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { SILENT } from '../../../lib/request-context';
import { CompanyUserForm, type ExistingUser } from '../components/company-user-form';
import { useCompanyActions } from '../hooks/use-company-actions';
import { companyUrls } from '../urls';

/** /company/:companyId/user/new: add a user; an existing account keeps its own name and gender. */
export function CompanyUserNewView() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useQuery(CompanyDetailDocument, { variables: { id: companyId } });
  const actions = useCompanyActions(companyId);
  const [existing, setExisting] = useState<ExistingUser | null>(null);
  const company = data?.company;
  if (!company)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );

  async function lookUp(email: string) {
    const checked = requiredEmailSchema().safeParse(email);
    if (!checked.success) return setExisting(null);
    const { data: found } = await client
      .query({
        query: CompanyUserLookupDocument,
        variables: { email: checked.data },
        context: SILENT,
        fetchPolicy: 'network-only',
      })
      .catch(() => ({ data: undefined }));
    setExisting(found?.userByEmail ?? null);
  }

  return (
    <CompanyUserForm
      companyName={company.name}
      firstUser={!company.users.some((user) => user.isMainUser)}
      canGeneratePasswords={company.viewerCanGeneratePasswords}
      existing={existing}
      submitting={actions.busy.addUser}
      onEmailBlur={(email) => void lookUp(email)}
      onCancel={() => void navigate(companyUrls.detail(companyId))}
      onSubmit={(values) =>
        void actions
          .addUser({
            variables: {
              companyId,
              input: {
                email: values.email,
                givenName: values.givenName,
                familyName: values.familyName,
                gender: values.gender,
                admin: values.admin,
                password:
                  company.viewerCanGeneratePasswords && !existing
                    ? {
                        mode: values.passwordMode,
                        value: values.passwordMode === 'set' ? values.password : null,
                      }
                    : null,
              },
            },
          })
          .then(({ data }) => {
            // An existing account added by a main user is invited, not linked (the api decides).
            const invited = data?.addCompanyUser.invitations.some(
              (invitation) => invitation.email.toLowerCase() === values.email.toLowerCase(),
            );
            notifySuccess(invited ? 'MESSAGE.INVITATION_SENT' : 'MESSAGE.CHANGES_SAVED');
            void navigate(companyUrls.detail(companyId));
          })
          .catch(() => undefined)
      }
    />
  );
}
