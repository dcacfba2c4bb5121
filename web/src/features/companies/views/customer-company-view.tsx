import { useState } from 'react';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CompanyDetailDocument } from '../../../gql/graphql';
import { CompanyStatsCard } from '../../dashboards';
import { useCurrentCompany } from '../../../lib/current-company';
import { ActivationDialog, type ActivationMode } from '../components/activation-dialog';
import { CompanyChangeRequestButton } from '../components/company-change-request-dialog';
import { CompanyDetailsCard } from '../components/company-details-card';
import { CompanyStateBadge } from '../../../lib/company-state-badge';
import { CompanyUsersCard } from '../components/company-users-card';
import { NotificationListsCard } from '../components/notification-lists-card';
import { PauseDialog } from '../components/pause-dialog';
import { PauseStatus } from '../components/pause-status';
import { CompanySepaSection } from './company-sepa-section';
import {
  companyUserRows,
  invitationRows,
  mandateDefaults,
  notificationListRows,
} from '../company-screen-rows';
import { useCompanyActions } from '../hooks/use-company-actions';
import { useCompanyLive } from '../hooks/use-company-live';
import { companyUrls } from '../urls';

/** /customer/company: the company the customer or partner works for (chosen in the header). */
export function CustomerCompanyView() {
  const { t } = useTranslation('companies');
  const { company: current } = useCurrentCompany();
  const companyId = current ? String(current.id) : '';
  const { data, loading } = useQuery(CompanyDetailDocument, {
    variables: { id: companyId },
    skip: !companyId,
  });
  const actions = useCompanyActions(companyId);
  const [pauseOpen, setPauseOpen] = useState(false);
  const [activationOpen, setActivationOpen] = useState(false);
  const navigate = useNavigate();
  useCompanyLive(companyId, () => undefined);
  if (!companyId) return <Text c="dimmed">{t('customer.noCompany')}</Text>;
  const company = data?.company;
  if (loading || !company)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const newListPath = companyUrls.customerNotificationListNew(company.id);
  async function activate(mode: ActivationMode) {
    if (!(await actions.activate(mode))) return;
    setActivationOpen(false);
    // The normal way continues at the products.
    if (mode === 'normal') void navigate(companyUrls.customerProducts());
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <Title order={2}>{company.name}</Title>
          <CompanyStateBadge state={company.state} />
        </Group>
        <Group>
          {company.viewerCanEdit && (
            <Button component={Link} to={companyUrls.customerEdit(company.id)}>
              {t('detail.edit')}
            </Button>
          )}
          <Button component={Link} to={companyUrls.customerProfile()} variant="default">
            {t('detail.profile')}
          </Button>
          <CompanyChangeRequestButton companyId={company.id} current={company} />
          {company.viewerCanActivate && company.state !== 'paused' && (
            <Button onClick={() => setActivationOpen(true)}>{t('detail.activate')}</Button>
          )}
          {company.viewerCanEdit && company.state === 'active' && (
            <Button variant="light" color="yellow" onClick={() => setPauseOpen(true)}>
              {t('detail.pause')}
            </Button>
          )}
        </Group>
      </Group>
      <PauseStatus
        state={company.state}
        pausedFrom={company.pausedFrom}
        pausedUntil={company.pausedUntil}
        canEdit={company.viewerCanEdit}
        onCancel={(planned) => void actions.cancelPause(planned)}
      />
      <CompanyDetailsCard
        company={{ ...company, accountManagerName: company.accountManager?.fullName ?? null }}
      />
      {/* The company's own figures: all time, a partner company the previous month. */}
      <CompanyStatsCard companyId={String(company.id)} isPartner={company.isPartner} />
      <CompanyUsersCard
        users={companyUserRows(company)}
        invitations={invitationRows(company)}
        canEdit={false}
        addUserPath=""
        notificationListPath={(user) =>
          user.notificationListId ? `${newListPath}?id=${user.notificationListId}` : newListPath
        }
        onMakeMain={() => undefined}
        onEnable={() => undefined}
        onDisable={() => undefined}
        onRemove={() => undefined}
      />
      <NotificationListsCard
        lists={notificationListRows(company)}
        canEdit={company.viewerCanEdit}
        newPath={newListPath}
        listPath={(id) => `${newListPath}?id=${id}`}
      />
      <CompanySepaSection company={company} actions={actions} />
      <ActivationDialog
        opened={activationOpen}
        needsMandate={company.activationNeedsMandate}
        mandateDefaults={mandateDefaults(company)}
        busy={actions.busy.activation}
        onClose={() => setActivationOpen(false)}
        onSignMandate={(input) => void actions.saveMandate(input)}
        onActivate={(mode) => void activate(mode)}
      />
      <PauseDialog
        opened={pauseOpen}
        busy={actions.busy.pause}
        onClose={() => setPauseOpen(false)}
        onPause={(choice) => void actions.pause(choice).then((done) => done && setPauseOpen(false))}
      />
    </Stack>
  );
}
