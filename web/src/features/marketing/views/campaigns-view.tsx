import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasAccess } from '#domain/accounts/access';
import { formatMoney } from '#domain/shared/format-money';
import {
  CampaignsDocument,
  CreateCampaignDocument,
  DeleteCampaignDocument,
  MarketingProductsDocument,
  UpdateCampaignDocument,
  type CampaignFieldsFragment,
} from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { confirmAction } from '../../../lib/confirm-action';
import { formatDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { useViewer } from '../../../lib/viewer';
import { CampaignFormModal, type CampaignValues } from '../components/campaign-form-modal';

const EMPTY: CampaignValues = {
  name: '',
  utmCampaign: '',
  productId: null,
  startDate: '',
  endDate: '',
  cost: 0,
  advertisingReturnOnAdSpend: '',
};

function valuesOf(campaign: CampaignFieldsFragment): CampaignValues {
  return {
    name: campaign.name,
    utmCampaign: campaign.utmCampaign,
    productId: campaign.productId ? String(campaign.productId) : null,
    startDate: campaign.startDate ?? '',
    endDate: campaign.endDate ?? '',
    cost: campaign.costCents / 100,
    advertisingReturnOnAdSpend:
      campaign.advertisingReturnOnAdSpend === null ||
      campaign.advertisingReturnOnAdSpend === undefined
        ? ''
        : String(campaign.advertisingReturnOnAdSpend).replace('.', ','),
  };
}

/**
 * /lead-generator/campaigns (lead managers): each campaign with the leads its utm_campaign
 * brought in between its days, their revenue, cost per lead and return on ad spend; add,
 * edit and delete. Lead admins get a way to the campaign's ad generator.
 */
export function CampaignsView() {
  const { t, i18n } = useTranslation('marketing');
  const { viewer } = useViewer();
  const isLeadAdmin = hasAccess(viewer?.roles ?? [], ['ROLE_LEAD_ADMIN']);
  const { data, loading } = useQuery(CampaignsDocument, { fetchPolicy: 'cache-and-network' });
  const products = useQuery(MarketingProductsDocument);
  const [create] = useMutation(CreateCampaignDocument, { refetchQueries: [CampaignsDocument] });
  const [update] = useMutation(UpdateCampaignDocument, { refetchQueries: [CampaignsDocument] });
  const [remove] = useMutation(DeleteCampaignDocument, { refetchQueries: [CampaignsDocument] });
  const [editing, setEditing] = useState<CampaignFieldsFragment | 'new' | null>(null);
  const date = (day: string | null | undefined) =>
    day ? formatDate(`${day}T12:00:00`, i18n.language) : '…';
  const productOptions = (products.data?.products ?? []).map((product) => ({
    value: String(product.id),
    label: product.name,
  }));

  async function save(values: CampaignValues, setError: UseFormSetError<CampaignValues>) {
    const input = {
      name: values.name,
      utmCampaign: values.utmCampaign,
      productId: values.productId,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      costCents: Math.round(values.cost * 100),
      advertisingReturnOnAdSpend: values.advertisingReturnOnAdSpend,
    };
    try {
      if (editing === 'new') await create({ variables: { input } });
      else if (editing)
        await update({ variables: { id: String(editing.id), input, version: editing.version } });
    } catch (error) {
      applyFieldErrors(error, setError, (field) => (field === 'costCents' ? 'cost' : field));
      return;
    }
    notifySuccess('MESSAGE.CHANGES_SAVED');
    setEditing(null);
  }

  async function drop(campaign: CampaignFieldsFragment) {
    const sure = await confirmAction({
      title: t('campaigns.delete'),
      text: t('campaigns.deleteConfirm', { name: campaign.name }),
      confirmLabel: t('campaigns.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: String(campaign.id) } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    } catch {
      // The error notice says why.
    }
  }

  const items = data?.campaigns.items ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('campaigns.title')}</Title>
        <Button onClick={() => setEditing('new')} data-testid="campaign-add">
          {t('campaigns.add')}
        </Button>
      </Group>
      {!data && loading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('campaigns.empty')}</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={1000}>
            <Table striped data-testid="campaign-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('campaigns.column.name')}</Table.Th>
                  <Table.Th>{t('campaigns.column.product')}</Table.Th>
                  <Table.Th>{t('campaigns.column.period')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.column.cost')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.column.leads')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.column.assigned')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.column.revenue')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.column.costPerLead')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.column.roas')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.column.advertisingRoas')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((campaign) => (
                  <Table.Tr key={campaign.id} data-testid="campaign-row">
                    <Table.Td>
                      <Anchor component="button" type="button" onClick={() => setEditing(campaign)}>
                        {campaign.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {campaign.utmCampaign}
                      </Text>
                    </Table.Td>
                    <Table.Td>{campaign.productName ?? t('campaigns.allProducts')}</Table.Td>
                    <Table.Td>
                      {date(campaign.startDate)} – {date(campaign.endDate)}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(campaign.costCents)}</Table.Td>
                    <Table.Td ta="right">{campaign.leads}</Table.Td>
                    <Table.Td ta="right">{campaign.assignedLeads}</Table.Td>
                    <Table.Td ta="right">{formatMoney(campaign.revenueCents)}</Table.Td>
                    <Table.Td ta="right">
                      {campaign.costPerLeadCents === null || campaign.costPerLeadCents === undefined
                        ? '–'
                        : formatMoney(campaign.costPerLeadCents)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {campaign.returnOnAdSpend?.toLocaleString(i18n.language) ?? '–'}
                    </Table.Td>
                    <Table.Td ta="right">
                      {campaign.advertisingReturnOnAdSpend?.toLocaleString(i18n.language) ?? '–'}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" justify="flex-end">
                        {isLeadAdmin && (
                          <Button
                            size="xs"
                            variant="light"
                            component={Link}
                            to={`/lead-generator/campaigns/${campaign.id}/ad-generator`}
                          >
                            {t('campaigns.adGenerator')}
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => void drop(campaign)}
                        >
                          {t('campaigns.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <CampaignFormModal
        opened={editing !== null}
        title={editing === 'new' ? t('campaigns.add') : t('campaigns.edit')}
        initial={editing && editing !== 'new' ? valuesOf(editing) : EMPTY}
        products={productOptions}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
    </Stack>
  );
}
