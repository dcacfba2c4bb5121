import {
  Anchor,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { PartnerCostOverviewDocument } from '../../../gql/graphql';
import { PartnerCostMatrix } from '../components/partner-cost-matrix';
import { usePartnerCosts } from '../hooks/use-partner-costs';
import { productUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.partnerCompanies;

/**
 * /lead-generator/partner/product (staff): every product's cost per lead for each partner
 * company of the page (read-only; each column links to that partner's cost page).
 */
export function PartnerCostOverviewView() {
  const { t } = useTranslation('products');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, previousData, loading } = useQuery(PartnerCostOverviewDocument, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const partners = (shown?.partnerCompanies.items ?? []).map((company) => ({
    id: String(company.id),
    name: company.name,
  }));
  const costs = usePartnerCosts(partners.map((partner) => partner.id));
  const products = (shown?.products ?? []).map((product) => ({
    id: String(product.id),
    discr: product.discr,
    name: product.name,
    priceCents: product.priceCents,
  }));
  const total = shown?.partnerCompanies.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Stack>
      <Group justify="space-between">
        <Stack gap={4}>
          <Title order={2}>{t('partners.overviewTitle')}</Title>
          <Text size="sm" c="dimmed">
            {t('partners.overviewIntro')}
          </Text>
        </Stack>
        <Anchor component={Link} to={productUrls.partnerCompanies()}>
          {t('partners.companies')}
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md">
        {loading && !shown ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : (
          <PartnerCostMatrix
            products={products}
            partners={partners}
            costs={costs}
            costsPath={productUrls.partnerCosts}
          />
        )}
        {pages > 1 && (
          <Group justify="flex-end" mt="md">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
            />
          </Group>
        )}
      </Paper>
    </Stack>
  );
}
