import { useState } from 'react';
import { Alert, Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  ProductCostsDocument,
  SetProductCostActionDocument,
  type ProductCostKind,
} from '../../../gql/graphql';
import { catalogueMessage, classifyError } from '../../../lib/error-kind';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ProductCostTable, type ProductCostRow } from '../components/product-cost-table';
import { productUrls } from '../urls';

interface ProductCostsViewProps {
  kind: ProductCostKind;
}

/**
 * Staff: a company's cost per lead by product, of one kind.
 * /lead-generator/ncnp/company/:companyId/product (no-cure-no-pay) and
 * /lead-generator/partner/company/:companyId/product (a partner company's costs).
 * An empty field is the default price: saving it removes the override (a
 * no-cure-no-pay cost is stored only when filled in).
 */
export function ProductCostsView({ kind }: ProductCostsViewProps) {
  const { t } = useTranslation('products');
  const { companyId = '' } = useParams();
  const variables = { companyId, kind };
  const { data, loading } = useQuery(ProductCostsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [setCost] = useMutation(SetProductCostActionDocument);
  const [saving, setSaving] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function errorFor(productId: string, message: string | null) {
    setErrors((current) => {
      const { [productId]: _dropped, ...rest } = current;
      return message ? { ...rest, [productId]: message } : rest;
    });
  }

  async function save(productId: string, costCents: number | null) {
    setSaving(productId);
    try {
      await setCost({
        variables: { ...variables, productId, costCents },
        // Field errors show at the field, other failures as a notification (below).
        context: { notify: false },
        update(cache, { data: saved }) {
          if (!saved) return;
          cache.updateQuery({ query: ProductCostsDocument, variables }, (current) =>
            current ? { ...current, productCosts: saved.setProductCost } : current,
          );
        },
      });
      errorFor(productId, null);
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch (error) {
      const failure = classifyError(error);
      const field = failure.fields?.costCents ?? failure.fields?.productId ?? null;
      errorFor(productId, field);
      if (!field && failure.status !== 401)
        notifyError(catalogueMessage(failure, 'MESSAGE.ERROR_OCCURRED'));
    } finally {
      setSaving(null);
    }
  }

  const company = data?.company;
  if (loading && !data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!company) return <Text c="dimmed">{t('costs.notFound')}</Text>;

  const rows: ProductCostRow[] = (data?.productCosts ?? []).map((cost) => ({
    productId: String(cost.product.id),
    discr: cost.product.discr,
    name: cost.product.name,
    priceCents: cost.product.priceCents,
    costCents: cost.costCents ?? null,
  }));
  const ncnp = kind === 'ncnp';
  const allowsNcnp = company.allowNoCureNoPay || company.leadGeneratorType === 'ncnp';

  return (
    <Stack>
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={ncnp ? productUrls.company(company.id) : productUrls.partnerCompanies()}
          size="sm"
        >
          {ncnp ? t('costs.backToCompany') : t('costs.backToPartners')}
        </Anchor>
        <Title order={2}>
          {ncnp
            ? t('costs.ncnpTitle', { company: company.name })
            : t('costs.partnerTitle', { company: company.name })}
        </Title>
        <Text size="sm" c="dimmed">
          {ncnp ? t('costs.ncnpIntro') : t('costs.partnerIntro')}
        </Text>
      </Stack>
      {ncnp && !allowsNcnp && <Alert color="yellow">{t('costs.notNcnp')}</Alert>}
      {!ncnp && !company.isPartner && <Alert color="yellow">{t('costs.notPartner')}</Alert>}
      <Paper withBorder p="md" radius="md">
        <ProductCostTable
          rows={rows}
          savingProductId={saving}
          errors={errors}
          onSave={(productId, costCents) => void save(productId, costCents)}
          onInvalid={(productId) => errorFor(productId, 'MESSAGE.ENTER_VALID_AMOUNT')}
        />
      </Paper>
    </Stack>
  );
}
