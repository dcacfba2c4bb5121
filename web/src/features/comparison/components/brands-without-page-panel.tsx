import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComparisonBrandsDocument } from '../../../gql/graphql';
import { comparisonUrls } from '../urls';

/** At most this many brands are named; the count says how many there are. */
const SHOWN = 15;

/**
 * The dashboard item "brands without a CMS page": brands the sites give a brand home
 * (has_home) that no CMS page is linked to yet.
 */
export function BrandsWithoutPagePanel() {
  const { t } = useTranslation('comparison');
  const { data } = useQuery(ComparisonBrandsDocument, { fetchPolicy: 'cache-and-network' });
  const missing = (data?.comparisonBrands ?? []).filter((brand) => brand.hasHome && !brand.pageId);
  return (
    <Paper withBorder p="md" radius="md" data-testid="brands-without-page-panel">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('dashboard.brandsWithoutPage')}</Title>
          <Badge variant="light" color={missing.length > 0 ? 'orange' : 'green'}>
            {missing.length}
          </Badge>
        </Group>
        {missing.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.allBrandsHavePages')}
          </Text>
        ) : (
          <Text size="sm">
            {missing
              .slice(0, SHOWN)
              .map((brand) => brand.keyword)
              .join(', ')}
            {missing.length > SHOWN ? ' …' : ''}
          </Text>
        )}
        <Anchor component={Link} to={comparisonUrls.brands()} size="sm">
          {t('dashboard.toBrands')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
