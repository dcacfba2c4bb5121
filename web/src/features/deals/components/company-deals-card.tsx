import { Badge, Button, Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import {
  CompanyDealsDocument,
  EndDealDocument,
  type DealFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { formatDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';

const PAGE_SIZE = 10;

function DealState({ deal }: { deal: DealFieldsFragment }) {
  const { t } = useTranslation('deals');
  if (deal.endedAt) return <Badge color="gray">{t('list.ended')}</Badge>;
  return deal.running ? (
    <Badge color="teal">{t('list.running')}</Badge>
  ) : (
    <Badge color="yellow">{t('list.notRunning')}</Badge>
  );
}

/** The company's deals on its screen (staff): 10 a page, newest first, a new one, and ending one after confirmation. */
export function CompanyDealsCard({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('deals');
  const [page, setPage] = useState(1);
  // A deal made on the form page must show on return: the cached list is only a first paint.
  const { data } = useQuery(CompanyDealsDocument, {
    variables: { companyId, page },
    fetchPolicy: 'cache-and-network',
  });
  const [endDeal, ending] = useMutation(EndDealDocument);
  const list = data?.companyDeals;

  async function end(deal: DealFieldsFragment) {
    const sure = await confirmAction({
      title: t('list.endTitle'),
      text: deal.pauseAccount
        ? `${t('list.endConfirm')} ${t('list.endPauses')}`
        : t('list.endConfirm'),
      confirmLabel: t('list.end'),
    });
    if (!sure) return;
    try {
      await endDeal({ variables: { id: deal.id, version: deal.version } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why (changed meanwhile …).
    }
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="company-deals">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('list.title')}</Title>
          <Button
            component={Link}
            size="xs"
            variant="light"
            to={`/lead-generator/deal/new/company/${companyId}`}
          >
            {t('list.new')}
          </Button>
        </Group>
        {!list || list.items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('list.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Tbody>
                {list.items.map((deal) => (
                  <Table.Tr key={deal.id} data-testid="company-deal">
                    <Table.Td>
                      <DealState deal={deal} />
                    </Table.Td>
                    <Table.Td>
                      {deal.products
                        .map((line) =>
                          line.free
                            ? `${line.productName} (${t('list.free')})`
                            : `${line.productName} ${formatMoney(line.priceCents)}`,
                        )
                        .join(', ')}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {t('list.usageValue', {
                          used: deal.used,
                          max: deal.max ?? t('list.noMax'),
                        })}
                      </Text>
                      {deal.maxFreeLeadPlaza ? (
                        <Text size="xs" c="dimmed">
                          {t('list.freePlaza', {
                            used: deal.freePlazaUsed,
                            max: deal.maxFreeLeadPlaza,
                          })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {[
                          deal.start &&
                            t('list.open', { start: formatDate(deal.start, i18n.language) }),
                          deal.end && t('list.until', { end: formatDate(deal.end, i18n.language) }),
                        ]
                          .filter(Boolean)
                          .join(' ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {!deal.endedAt && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          loading={ending.loading}
                          onClick={() => void end(deal)}
                        >
                          {t('list.end')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list && list.total > PAGE_SIZE && (
          <Pagination
            total={Math.ceil(list.total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
            size="sm"
          />
        )}
      </Stack>
    </Paper>
  );
}
