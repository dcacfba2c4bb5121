import { useMemo } from 'react';
import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  ClaimListDocument,
  ClaimStatsDocument,
  CompanyClaimCreditsDocument,
} from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { ClaimCreditCard } from '../components/claim-credit-card';
import { ClaimDetailCard } from '../components/claim-detail-card';
import { ClaimFigures } from '../components/claim-figures';
import { ClaimTable } from '../components/claim-table';

const PAGE_SIZE = PAGE_SIZES.claims;

/**
 * /customer/claim: the claims of the company the user works for (pending and call
 * center read "in behandeling"), what accepted claims gave back, and the company's
 * claim statistics of the last twelve months.
 */
export function CustomerClaimListView() {
  const { t } = useTranslation('claims');
  const { company } = useCurrentCompany();
  const companyId = company ? String(company.id) : '';
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const openId = searchParams.get('claim');
  const list = useQuery(ClaimListDocument, {
    variables: { input: { filter: 'all', companyId, page, pageSize: PAGE_SIZE } },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const credits = useQuery(CompanyClaimCreditsDocument, {
    variables: { companyId },
    skip: !companyId,
    fetchPolicy: 'cache-and-network',
  });
  const stats = useQuery(ClaimStatsDocument, {
    variables: { input: { companyId } },
    skip: !companyId,
  });
  const shown = list.data ?? list.previousData;
  const open = useMemo(
    () => shown?.claims.items.find((claim) => String(claim.id) === openId) ?? null,
    [shown, openId],
  );
  const go = (next: { page?: number; claim?: string | null }) => {
    const search = new URLSearchParams();
    const nextPage = next.page ?? page;
    if (nextPage > 1) search.set('page', String(nextPage));
    const claim = next.claim === undefined ? openId : next.claim;
    if (claim) search.set('claim', claim);
    setSearchParams(search);
  };
  if (!companyId) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('list.customerTitle')}</Title>
        <Text size="sm" c="dimmed">
          {company?.name}
        </Text>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {credits.data && <ClaimCreditCard credits={credits.data.companyClaimCredits} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {stats.data && <ClaimFigures totals={stats.data.claimStats.totals} />}
        </Grid.Col>
      </Grid>
      <ClaimTable
        claims={shown?.claims.items ?? []}
        total={shown?.claims.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        loading={list.loading}
        audience="customer"
        selectedId={openId}
        onSelect={(claim) => go({ claim })}
        onPage={(next) => go({ page: next, claim: null })}
      />
      {open && <ClaimDetailCard claim={open} audience="customer" />}
    </Stack>
  );
}
