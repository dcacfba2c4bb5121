import { CompanyDealsCard } from '../../deals';
import { CompanyInvoicesCard } from '../../invoices';
import { CompanyFeedsCard } from '../../feeds';
import { CompanyStatsCard } from '../../dashboards';
import { PerfectViewScoreCard } from '../../dashboards';
import { AdjustBalanceButton } from '../../prepaid';
import { StopPrepaidButton } from '../../prepaid';
import { useState } from 'react';
import { Button, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { hasAccess } from '#domain/accounts/access';
import { PERFECT_VIEW } from '#domain/dashboards/perfect-view';
import { BALANCE_ADJUSTERS } from '#domain/prepaid/balance-adjustment';
import { mayPerform } from '#domain/accounts/operation-permissions';
import type { CompanyState } from '#domain/companies/company-state';
import { CompanyDetailDocument } from '../../../gql/graphql';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useViewer } from '../../../lib/viewer';
import { ActivationDialog, type ActivationMode } from '../components/activation-dialog';
import { CompanyDetailsCard } from '../components/company-details-card';
import { CompanyActivitiesCard } from '../components/company-activities-card';
import { CompanyStateBadge } from '../../../lib/company-state-badge';
import { CompanyUploadsCard, type CompanyFileKind } from '../components/company-uploads-card';
import { CompanyUsersCard } from '../components/company-users-card';
import { NotificationListsCard } from '../components/notification-lists-card';
import { PauseDialog } from '../components/pause-dialog';
import { PauseStatus } from '../components/pause-status';
import { CompanySepaSection } from './company-sepa-section';
import { StateChanger } from '../components/state-changer';
import { SuspectActions } from '../components/suspect-actions';
import {
  companyUserRows,
  invitationRows,
  mandateDefaults,
  notificationListRows,
} from '../company-screen-rows';
import { useCompanyActions } from '../hooks/use-company-actions';
import { useCompanyFormChoices } from '../hooks/use-company-form-choices';
import { useCompanyLive } from '../hooks/use-company-live';
import { uploadFile } from '../../../lib/upload-file';
import { productUrls } from '../../products';
import { CompanyProductsSection } from '../../products';
import { companyUrls } from '../urls';

/** /company/:companyId: everything about one company for staff, kept live while open. */
export function CompanyDetailView() {
  const { t } = useTranslation('companies');
  const { companyId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { accountManagers } = useCompanyFormChoices();
  const { viewer } = useViewer();
  const { data, loading, refetch } = useQuery(CompanyDetailDocument, {
    variables: { id: companyId },
  });
  const actions = useCompanyActions(companyId);
  const [pauseOpen, setPauseOpen] = useState(false);
  const [activationOpen, setActivationOpen] = useState(false);
  const [uploading, setUploading] = useState<CompanyFileKind | null>(null);
  useCompanyLive(companyId, () => void navigate(companyUrls.list()));

  const company = data?.company;
  if (loading && !company)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!company) return <Text c="dimmed">{t('detail.notFound')}</Text>;
  // Sales staff open the customer's plaza for them, in the name of its main user.
  const mainUser = company.users.find((entry) => entry.isMainUser) ?? company.users[0];

  function pickState(state: CompanyState) {
    if (state === 'paused') setPauseOpen(true);
    else void actions.changeState(state);
  }

  async function activate(mode: ActivationMode) {
    if (!(await actions.activate(mode))) return;
    setActivationOpen(false);
    // The normal way continues at the company's products.
    if (mode === 'normal') void navigate(`${companyUrls.detail(companyId)}#products`);
  }

  async function upload(kind: CompanyFileKind, file: File) {
    const url = {
      logo: company!.logoUploadUrl,
      list_logo: company!.listLogoUploadUrl,
      commercial_register_extract: company!.extractUploadUrl,
    }[kind];
    setUploading(kind);
    const failure = await uploadFile(url, file);
    setUploading(null);
    if (failure) notifyError(failure);
    else {
      notifySuccess('MESSAGE.UPLOAD_SUCCESSFUL');
      void refetch();
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group>
            <Title order={2}>{company.name}</Title>
            <CompanyStateBadge state={company.state} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('detail.number', { id: company.id })}
          </Text>
        </Stack>
        <Group>
          {company.viewerCanEdit && (
            <Button component={Link} to={companyUrls.edit(company.id)} variant="default">
              {t('detail.edit')}
            </Button>
          )}
          {company.viewerCanActivate && company.state !== 'paused' && (
            <Button onClick={() => setActivationOpen(true)}>{t('detail.activate')}</Button>
          )}
          {company.viewerCanEdit && company.state === 'active' && (
            <Button variant="light" color="yellow" onClick={() => setPauseOpen(true)}>
              {t('detail.pause')}
            </Button>
          )}
          {company.viewerCanChangeState && (
            <StateChanger
              states={company.statesViewerMaySet}
              busy={actions.busy.state}
              onPick={pickState}
            />
          )}
          {company.viewerCanDelete && (
            <Button
              color="red"
              variant="subtle"
              onClick={() =>
                void actions
                  .deleteCompany()
                  .then((deleted) => deleted && navigate(companyUrls.list()))
              }
            >
              {t('detail.delete')}
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
      {company.state === 'suspect' && (
        <SuspectActions
          accountManagers={accountManagers}
          busy={actions.busy.suspect}
          initialPushOpen={searchParams.get('initAddToSales') === 'y'}
          onStartTrial={() => void actions.startTrial()}
          onNotInterested={() => void actions.notInterested()}
          onPushToSales={(id) => void actions.pushToSales(id)}
        />
      )}
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack>
            <CompanyDetailsCard
              company={{ ...company, accountManagerName: company.accountManager?.fullName ?? null }}
            />
            {(company.isPrepaid || hasAccess(viewer?.roles ?? [], BALANCE_ADJUSTERS)) && (
              <Group justify="flex-end">
                {/* Finance refunds or corrects a balance, also one left after prepaid stopped. */}
                {hasAccess(viewer?.roles ?? [], BALANCE_ADJUSTERS) && (
                  <AdjustBalanceButton
                    companyId={String(company.id)}
                    onAdjusted={() => void refetch()}
                  />
                )}
                {company.isPrepaid && (
                  <StopPrepaidButton
                    companyId={String(company.id)}
                    onStopped={() => void refetch()}
                  />
                )}
              </Group>
            )}
            {hasAccess(viewer?.roles ?? [], PERFECT_VIEW) && (
              <PerfectViewScoreCard companyId={String(company.id)} />
            )}
            <CompanyStatsCard companyId={String(company.id)} isPartner={company.isPartner} />
            <CompanyUsersCard
              users={companyUserRows(company)}
              invitations={invitationRows(company)}
              canEdit={company.viewerCanEdit}
              addUserPath={companyUrls.userNew(company.id)}
              notificationListPath={(user) =>
                user.notificationListId
                  ? companyUrls.notificationList(company.id, user.notificationListId)
                  : companyUrls.notificationListNew(company.id)
              }
              onMakeMain={(user) => void actions.makeMainUser(user)}
              onEnable={(user) => void actions.enableUser(user)}
              onDisable={(user) => void actions.disableUser(user)}
              onRemove={(user) => void actions.removeUser(user)}
            />
            <NotificationListsCard
              lists={notificationListRows(company)}
              canEdit={company.viewerCanEdit}
              newPath={companyUrls.notificationListNew(company.id)}
              listPath={(id) => companyUrls.notificationList(company.id, id)}
            />
            <CompanySepaSection company={company} actions={actions} />
            <CompanyUploadsCard
              slots={[
                { kind: 'logo', currentUrl: company.logoUrl ?? null },
                { kind: 'list_logo', currentUrl: company.listLogoUrl ?? null },
                {
                  kind: 'commercial_register_extract',
                  currentUrl: company.commercialRegisterExtractUrl ?? null,
                },
              ]}
              busyKind={uploading}
              onUpload={(kind, file) => void upload(kind, file)}
              onReject={() => notifyError('MESSAGE.FILE_TYPE_NOT_SUPPORTED')}
            />
            <CompanyProductsSection companyId={company.id} audience="staff" showTitle />
            <CompanyDealsCard companyId={String(company.id)} />
            <CompanyInvoicesCard companyId={String(company.id)} />
            {/* Product feeds are the comparison editors' business (docs/feeds.md). */}
            {hasAccess(viewer?.roles ?? [], ['ROLE_COMPARISON_USER']) && (
              <CompanyFeedsCard companyId={String(company.id)} />
            )}
            <Group>
              <Button component={Link} to={companyUrls.profile(company.id)} variant="default">
                {t('detail.profile')}
              </Button>
              <Button component={Link} to={companyUrls.partner(company.id)} variant="default">
                {t('detail.partner')}
              </Button>
              <Button component={Link} to={companyUrls.excludeMatch(company.id)} variant="default">
                {t('detail.excludeMatch')}
              </Button>
              {(company.allowNoCureNoPay || company.leadGeneratorType === 'ncnp') && (
                <Button component={Link} to={productUrls.ncnpCosts(company.id)} variant="default">
                  {t('title.companies.ncnpProducts', { ns: 'routing' })}
                </Button>
              )}
              {mainUser && mayPerform(viewer?.roles ?? [], 'viewOtherCompanyPlaza') && (
                <Button
                  component={Link}
                  to={`/lead-generator/plaza?companyId=${company.id}&userId=${mainUser.user.id}`}
                  variant="default"
                >
                  {t('detail.openPlaza')}
                </Button>
              )}
              {company.isPartner && (
                <Button
                  component={Link}
                  to={productUrls.partnerCosts(company.id)}
                  variant="default"
                >
                  {t('title.partner.staff.companyProducts', { ns: 'routing' })}
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {/* The event log 5 a page, read again whenever the screen's live refetch sees a change. */}
          <CompanyActivitiesCard
            companyId={String(company.id)}
            changeKey={`${company.version}:${company.events.total}:${company.events.items[0]?.id ?? ''}`}
          />
        </Grid.Col>
      </Grid>
      <PauseDialog
        opened={pauseOpen}
        busy={actions.busy.pause}
        onClose={() => setPauseOpen(false)}
        onPause={(choice) => void actions.pause(choice).then((done) => done && setPauseOpen(false))}
      />
      <ActivationDialog
        opened={activationOpen}
        needsMandate={company.activationNeedsMandate}
        mandateDefaults={mandateDefaults(company)}
        busy={actions.busy.activation}
        onClose={() => setActivationOpen(false)}
        onSignMandate={(input) => void actions.saveMandate(input)}
        onActivate={(mode) => void activate(mode)}
      />
    </Stack>
  );
}
