import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PAID_INVOICES_PAGE_SIZE,
  WORK_LIST_PAGE_SIZE,
} from '#domain/dashboards/lead-generator-home-rules';
import { formatMoney } from '#domain/shared/format-money';
import {
  DeleteCompanyActionDocument,
  LeadGeneratorApproveCompanyDocument,
  LeadGeneratorCompaniesWithLowBalanceDocument,
  LeadGeneratorCompaniesWithoutLeadsDocument,
  LeadGeneratorCompanyActivitiesDocument,
  LeadGeneratorPaidInvoicesDocument,
  LeadGeneratorUnapprovedCompaniesDocument,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { LeadGeneratorListCard } from '../components/lead-generator-list-card';

// Days are calendar days: read at noon, so no time zone moves them.
const noon = (day: string) => `${day}T12:00:00`;

function CompanyLink({ id, name }: { id: string; name: string }) {
  return (
    <Anchor component={Link} to={`/company/${id}`} size="sm">
      {name}
    </Anchor>
  );
}

/** Active lead buyers without a lead in the last 31 days. */
export function CompaniesWithoutLeadsList() {
  const { t, i18n } = useTranslation('dashboards');
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(LeadGeneratorCompaniesWithoutLeadsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.companiesWithoutLeads;
  return (
    <LeadGeneratorListCard
      testId="list-without-leads"
      title={t('leadGenerator.withoutLeads.title')}
      empty={t('leadGenerator.withoutLeads.none')}
      columns={[t('leadGenerator.company'), t('leadGenerator.city'), t('leadGenerator.lastLead')]}
      total={list?.total ?? 0}
      pageSize={WORK_LIST_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((company) => (
        <Table.Tr key={company.id} data-testid="without-leads-row">
          <Table.Td>
            <CompanyLink id={company.id} name={company.name} />
          </Table.Td>
          <Table.Td>{company.city}</Table.Td>
          <Table.Td>
            {company.lastLeadDay
              ? formatDate(noon(company.lastLeadDay), i18n.language)
              : t('leadGenerator.never')}
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}

/** Prepaid companies whose balance runs out. */
export function CompaniesWithLowBalanceList() {
  const { t } = useTranslation('dashboards');
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(LeadGeneratorCompaniesWithLowBalanceDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.companiesWithLowBalance;
  return (
    <LeadGeneratorListCard
      testId="list-low-balance"
      title={t('leadGenerator.lowBalance.title')}
      empty={t('leadGenerator.lowBalance.none')}
      columns={[t('leadGenerator.company'), t('leadGenerator.state'), t('leadGenerator.balance')]}
      total={list?.total ?? 0}
      pageSize={WORK_LIST_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((company) => (
        <Table.Tr key={company.id} data-testid="low-balance-row">
          <Table.Td>
            <CompanyLink id={company.id} name={company.name} />
          </Table.Td>
          <Table.Td>{t(`state.${company.state}`, { ns: 'companies' })}</Table.Td>
          <Table.Td>{formatMoney(company.balanceCents)}</Table.Td>
        </Table.Tr>
      ))}
    />
  );
}

/** Companies awaiting approval, approved or deleted right here. */
export function UnapprovedCompaniesList() {
  const { t, i18n } = useTranslation('dashboards');
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(LeadGeneratorUnapprovedCompaniesDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const [approve, approving] = useMutation(LeadGeneratorApproveCompanyDocument);
  const [remove, removing] = useMutation(DeleteCompanyActionDocument);
  const list = data?.unapprovedCompanies;

  const onApprove = async (id: string) => {
    const answer = await approve({ variables: { id } }).catch(() => null);
    if (!answer?.data) return;
    notifySuccess('MESSAGE.CHANGES_SAVED');
    await refetch();
  };
  const onDelete = async (id: string, name: string) => {
    const sure = await confirmAction({
      title: t('leadGenerator.unapproved.deleteTitle'),
      text: t('leadGenerator.unapproved.deleteText', { name }),
      confirmLabel: t('leadGenerator.unapproved.delete'),
    });
    if (!sure) return;
    const answer = await remove({ variables: { id } }).catch(() => null);
    if (!answer?.data) return;
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await refetch();
  };

  return (
    <LeadGeneratorListCard
      testId="list-unapproved"
      title={t('leadGenerator.unapproved.title')}
      empty={t('leadGenerator.unapproved.none')}
      columns={[t('leadGenerator.company'), t('leadGenerator.state'), t('leadGenerator.since'), '']}
      total={list?.total ?? 0}
      pageSize={WORK_LIST_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((company) => (
        <Table.Tr key={company.id} data-testid="unapproved-row">
          <Table.Td>
            <CompanyLink id={company.id} name={company.name} />
          </Table.Td>
          <Table.Td>{t(`state.${company.state}`, { ns: 'companies' })}</Table.Td>
          <Table.Td>
            {company.createdAt ? formatDate(company.createdAt, i18n.language) : ''}
          </Table.Td>
          <Table.Td>
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                loading={approving.loading}
                onClick={() => void onApprove(company.id)}
                data-testid="approve-company"
              >
                {t('leadGenerator.unapproved.approve')}
              </Button>
              {company.viewerCanDelete && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={removing.loading}
                  onClick={() => void onDelete(company.id, company.name)}
                >
                  {t('leadGenerator.unapproved.delete')}
                </Button>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    />
  );
}

/** The latest paid invoices, 10 a page. */
export function PaidInvoicesList() {
  const { t, i18n } = useTranslation('dashboards');
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(LeadGeneratorPaidInvoicesDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.invoices;
  return (
    <LeadGeneratorListCard
      testId="list-paid-invoices"
      title={t('leadGenerator.paidInvoices.title')}
      empty={t('leadGenerator.paidInvoices.none')}
      columns={[
        t('leadGenerator.invoice'),
        t('leadGenerator.company'),
        t('leadGenerator.dueDate'),
        t('leadGenerator.amount'),
      ]}
      total={list?.total ?? 0}
      pageSize={PAID_INVOICES_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((invoice) => (
        <Table.Tr key={invoice.id}>
          <Table.Td>
            <Anchor component={Link} to={`/invoice/${invoice.id}`} size="sm">
              {invoice.number}
            </Anchor>
          </Table.Td>
          <Table.Td>
            <CompanyLink id={invoice.companyId} name={invoice.companyName} />
          </Table.Td>
          <Table.Td>{invoice.dueDate ? formatDate(invoice.dueDate, i18n.language) : ''}</Table.Td>
          <Table.Td>{formatMoney(invoice.totalCents)}</Table.Td>
        </Table.Tr>
      ))}
    />
  );
}

/** What happened to companies lately. */
export function CompanyActivitiesList() {
  const { t, i18n } = useTranslation('dashboards');
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(LeadGeneratorCompanyActivitiesDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.companyActivities;
  const label = (type: string, data: unknown) => {
    const action = (data as { action?: unknown } | null)?.action;
    if (typeof action === 'string')
      return t(`events.action.${action}`, { ns: 'companies', defaultValue: action });
    return t(`events.type.${type}`, { ns: 'companies', defaultValue: type });
  };
  return (
    <LeadGeneratorListCard
      testId="list-activities"
      title={t('leadGenerator.activities.title')}
      empty={t('leadGenerator.activities.none')}
      columns={[
        t('leadGenerator.when'),
        t('leadGenerator.company'),
        t('leadGenerator.what'),
        t('leadGenerator.who'),
      ]}
      total={null}
      hasMore={list?.hasMore ?? false}
      pageSize={WORK_LIST_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((activity) => (
        <Table.Tr key={activity.id}>
          <Table.Td>
            <Text size="sm">{formatDateTime(activity.createdAt, i18n.language)}</Text>
          </Table.Td>
          <Table.Td>
            <CompanyLink id={activity.companyId} name={activity.companyName} />
          </Table.Td>
          <Table.Td>{label(activity.type, activity.data)}</Table.Td>
          <Table.Td>{activity.user?.fullName ?? t('leadGenerator.system')}</Table.Td>
        </Table.Tr>
      ))}
    />
  );
}
