import { useMemo } from 'react';
import { currentSearchParams } from '../../../lib/current-search-params';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { ClaimListDocument, ClaimStatsDocument } from '../../../gql/graphql';
import { ClaimFigures } from '../components/claim-figures';
import { ClaimFilterBar } from '../components/claim-filter-bar';
import { ClaimTable } from '../components/claim-table';
import {
  claimListInput,
  claimListSearch,
  parseClaimListParams,
  type ClaimListParams,
} from '../list-params';
import { claimUrls } from '../urls';
import { ClaimDetailPanel } from './claim-detail-panel';

const PAGE_SIZE = PAGE_SIZES.claims;

/**
 * /lead-generator/claim: every claim by its filters (to process first), by
 * company (?company=) or invoice (?invoice=); the open claim (?claim=) beside the
 * list with its actions, previous and next. All of it lives in the URL.
 */
export function StaffClaimListView() {
  const { t } = useTranslation('claims');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseClaimListParams(searchParams), [searchParams]);
  const latest = () => parseClaimListParams(currentSearchParams());
  const input = claimListInput(params);
  const { data, previousData, loading, refetch } = useQuery(ClaimListDocument, {
    variables: { input: { ...input, page: params.page, pageSize: PAGE_SIZE } },
  });
  const shown = data ?? previousData;
  // Narrowed to one company: that company's claim statistics above its claims.
  const companyStats = useQuery(ClaimStatsDocument, {
    variables: { input: { companyId: params.companyId } },
    skip: !params.companyId,
  });
  const go = (change: Partial<ClaimListParams>) =>
    setSearchParams(claimListSearch({ ...latest(), ...change }));
  return (
    <Stack>
      <Title order={2}>{t('list.staffTitle')}</Title>
      <ClaimFilterBar params={params} onChange={(change) => go({ ...change, page: 1 })} />
      {params.companyId && companyStats.data && (
        <ClaimFigures totals={companyStats.data.claimStats.totals} />
      )}
      <Grid>
        <Grid.Col span={{ base: 12, lg: params.claimId ? 7 : 12 }}>
          <ClaimTable
            claims={shown?.claims.items ?? []}
            total={shown?.claims.total ?? 0}
            page={params.page}
            pageSize={PAGE_SIZE}
            loading={loading}
            audience="staff"
            selectedId={params.claimId}
            compact={params.claimId !== null}
            onSelect={(claimId) => go({ claimId })}
            onPage={(page) => go({ page })}
          />
        </Grid.Col>
        {params.claimId ? (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <ClaimDetailPanel
              claimId={params.claimId}
              listInput={input}
              onOpen={(claimId) => go({ claimId })}
              onChanged={() => void refetch()}
              companyHref={(companyId) =>
                claimUrls.staffList(
                  claimListSearch({
                    ...params,
                    filter: 'all',
                    companyId,
                    claimId: params.claimId,
                    page: 1,
                  }),
                )
              }
            />
          </Grid.Col>
        ) : (
          <Grid.Col span={12}>
            <Text size="sm" c="dimmed">
              {t('list.select')}
            </Text>
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
