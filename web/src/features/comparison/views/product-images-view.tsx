import { Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductSearchList } from '../components/product-search-list';
import { comparisonUrls } from '../urls';

/**
 * /images: the product image work list. Products without images come first; each opens
 * in the spec editor, where images are uploaded or picked from the provider.
 */
export function ProductImagesView() {
  const { t } = useTranslation('comparison');
  const [which, setWhich] = useState<'without' | 'all'>('without');
  return (
    <Stack>
      <Title order={2}>{t('imageList.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('imageList.help')}
      </Text>
      <SegmentedControl
        w="fit-content"
        value={which}
        onChange={(value) => setWhich(value as 'without' | 'all')}
        data={[
          { value: 'without', label: t('imageList.without') },
          { value: 'all', label: t('imageList.all') },
        ]}
      />
      <ProductSearchList
        hasImages={which === 'without' ? false : null}
        action={(product) => (
          <Button size="xs" variant="light" component={Link} to={comparisonUrls.specs(product.id)}>
            {t('imageList.open')}
          </Button>
        )}
      />
    </Stack>
  );
}
