import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductSearchList } from '../components/product-search-list';
import { comparisonUrls } from '../urls';

/** /clone: find the product to start from; its copy is made at /comparison/product/:id/clone. */
export function CloneStartView() {
  const { t } = useTranslation('comparison');
  return (
    <Stack>
      <Title order={2}>{t('cloneStart.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('cloneStart.help')}
      </Text>
      <ProductSearchList
        hasImages={null}
        action={(product) => (
          <Button size="xs" variant="light" component={Link} to={comparisonUrls.clone(product.id)}>
            {t('product.clone')}
          </Button>
        )}
      />
    </Stack>
  );
}
