import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  CompanyDetailDocument,
  CreateNotificationListActionDocument,
  UpdateNotificationListActionDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { NotificationListForm } from '../components/notification-list-form';
import { confirmAction } from '../../../lib/confirm-action';
import { companyUrls } from '../urls';

/**
 * A notification list, new or existing. Return path:
 * staff go back to /company/:id, customers and partners to /customer/company.
 */
export function NotificationListView({ audience }: { audience: 'staff' | 'customer' }) {
  const { t } = useTranslation('companies');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const companyId = params.companyId ?? '';
  // Customers have only the /new route; an existing list opens there with ?id=.
  const notificationListId = params.notificationListId ?? searchParams.get('id') ?? undefined;
  const navigate = useNavigate();
  const { data } = useQuery(CompanyDetailDocument, {
    variables: { id: companyId },
    fetchPolicy: 'network-only',
  });
  const [create, createState] = useMutation(CreateNotificationListActionDocument);
  const [update, updateState] = useMutation(UpdateNotificationListActionDocument);
  const back =
    audience === 'staff' ? companyUrls.detail(companyId) : companyUrls.customerCompanies();
  const company = data?.company;
  if (!company)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const stored = notificationListId
    ? company.notificationLists.find((list) => String(list.id) === notificationListId)
    : undefined;
  const withList = new Set(company.notificationLists.map((list) => String(list.user?.id ?? '')));
  const userChoices = notificationListId
    ? null
    : company.users
        .filter((link) => !withList.has(String(link.id)))
        .map((link) => ({
          value: String(link.id),
          label: `${link.user.fullName} (${link.user.email})`,
        }));

  return (
    <NotificationListForm
      key={stored?.id ?? 'new'}
      title={
        stored
          ? t('notifications.editTitle', { name: `${stored.givenName} ${stored.familyName}` })
          : t('notifications.newTitle', { company: company.name })
      }
      stored={stored ?? null}
      userChoices={userChoices}
      isMainUser={stored?.isMainUser ?? false}
      submitting={createState.loading || updateState.loading}
      confirmWhatsAppCosts={() =>
        confirmAction({
          title: t('notifications.waCostTitle'),
          text: t('notifications.waCostText'),
          confirmLabel: t('notifications.waCostConfirm'),
          danger: false,
        })
      }
      onCancel={() => void navigate(back)}
      onSubmit={(flags, userId, waCostConfirmed) => {
        const run = stored
          ? update({
              variables: {
                companyId,
                id: stored.id,
                version: stored.version,
                input: flags,
                waCostConfirmed,
              },
            })
          : create({
              variables: { companyId, userId: userId ?? '', input: flags, waCostConfirmed },
            });
        void run
          .then(() => {
            notifySuccess('MESSAGE.CHANGES_SAVED');
            void navigate(back);
          })
          .catch(() => undefined);
      }}
    />
  );
}
