import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CloneComparisonProductDocument, ComparisonProductDocument } from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { ProductForm } from '../components/product-form';
import { productInput } from '../product-form-values';
import { comparisonUrls } from '../urls';

/**
 * /comparison/product/:id/clone: a new product from this one (its core product, specs
 * and images) under its own name and EAN; saved, it opens on its specs.
 */
export function ProductCloneView() {
  const { t } = useTranslation('comparison');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading } = useQuery(ComparisonProductDocument, { variables: { id } });
  const [clone, cloning] = useMutation(CloneComparisonProductDocument, {
    context: { notify: false },
  });
  const original = data?.comparisonProduct;
  if (loading && !data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!original) return <Text c="dimmed">{t('product.notFound')}</Text>;
  return (
    <Stack>
      <Title order={2}>{t('product.cloneTitle', { name: original.name })}</Title>
      <Text size="sm" c="dimmed">
        {t('product.cloneHelp')}
      </Text>
      <Paper withBorder p="md" radius="md">
        <ProductForm
          defaultValues={{
            name: t('product.copyName', { name: original.name }),
            brandId: original.brandId ?? null,
            ean: '',
            scrapeUri: '',
            pros: original.pros.join('\n'),
            cons: original.cons.join('\n'),
          }}
          submitLabel={t('product.cloneSubmit')}
          submitting={cloning.loading}
          onCancel={() => navigate(comparisonUrls.specs(original.id))}
          onSubmit={async (values) => {
            const result = await clone({ variables: { id, input: productInput(values) } });
            const saved = result.data?.cloneComparisonProduct;
            if (!saved) return;
            notifySuccess(saved.messageKey);
            navigate(comparisonUrls.specs(saved.product.id));
          }}
        />
      </Paper>
    </Stack>
  );
}
