import { Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  ComparisonCoreProductDocument,
  CreateComparisonProductDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { ProductForm } from '../components/product-form';
import { emptyProductForm, productInput } from '../product-form-values';
import { comparisonUrls } from '../urls';

/** /comparison/product/new/:coreProductId: a new product; saved, it opens on its specs. */
export function ProductNewView() {
  const { t } = useTranslation('comparison');
  const { coreProductId = '' } = useParams();
  const navigate = useNavigate();
  const core = useQuery(ComparisonCoreProductDocument, { variables: { id: coreProductId } });
  const [create, creating] = useMutation(CreateComparisonProductDocument, {
    context: { notify: false },
  });
  return (
    <Stack>
      <Title order={2}>
        {t('product.newTitle', { coreProduct: core.data?.comparisonCoreProduct?.name ?? '' })}
      </Title>
      <Paper withBorder p="md" radius="md">
        <ProductForm
          defaultValues={emptyProductForm}
          submitLabel={t('action.save')}
          submitting={creating.loading}
          onCancel={() => navigate(comparisonUrls.products(coreProductId))}
          onSubmit={async (values) => {
            const result = await create({
              variables: { coreProductId, input: productInput(values) },
            });
            const saved = result.data?.createComparisonProduct;
            if (!saved) return;
            notifySuccess(saved.messageKey);
            navigate(comparisonUrls.specs(saved.product.id));
          }}
        />
      </Paper>
    </Stack>
  );
}
