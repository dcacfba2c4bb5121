import { Button, Group, Loader, Paper, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CompanyProductsDocument } from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { CompanyProductsTable } from '../components/company-products-table';
import { useProductActions } from '../hooks/use-product-actions';
import { useProductsTexts } from '../hooks/use-products-texts';
import { productUrls } from '../urls';

interface CompanyProductsSectionProps {
  companyId: string;
  audience: 'staff' | 'customer' | 'partner';
  /** A heading of its own (on the company screen); the product screens have theirs. */
  showTitle?: boolean;
  /** A heading other than "Products" (a partner's list of its companies). */
  title?: string;
}

/**
 * The products a company takes leads of, with pause switches (staff and customers),
 * pause-all (customers) and, for staff, a product to add.
 */
export function CompanyProductsSection({
  companyId,
  audience,
  showTitle = false,
  title,
}: CompanyProductsSectionProps) {
  const { t } = useTranslation('products');
  const textsReady = useProductsTexts();
  const navigate = useNavigate();
  const { data, loading } = useQuery(CompanyProductsDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const actions = useProductActions(companyId);
  const [adding, setAdding] = useState<string | null>(null);
  const taken = new Set((data?.companyProducts ?? []).map((item) => String(item.product.id)));
  const addable = (data?.products ?? [])
    .filter((product) => !taken.has(String(product.id)))
    .map((product) => ({ value: String(product.id), label: product.name }));
  const editorPath = {
    staff: (productId: string) => productUrls.staffEditor(companyId, productId),
    customer: (productId: string) => productUrls.customerEditor(productId),
    partner: undefined,
  }[audience];

  async function pauseAll() {
    const sure = await confirmAction({
      title: t('list.pauseAllTitle'),
      text: t('list.pauseAllText'),
      confirmLabel: t('list.pauseAll'),
    });
    if (sure) await actions.pauseEverything();
  }

  if (!textsReady) return <Loader size="sm" />;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      id={audience === 'partner' ? `products-${companyId}` : 'products'}
      data-testid="company-products-section"
    >
      <Stack>
        <Group justify="space-between">
          {showTitle || title ? (
            <Title order={3}>{title ?? t('list.companyTitle')}</Title>
          ) : (
            <span />
          )}
          <Group>
            {audience === 'staff' && addable.length > 0 && (
              <Group gap="xs">
                <Select
                  aria-label={t('list.addProduct')}
                  placeholder={t('list.addProduct')}
                  data={addable}
                  value={adding}
                  onChange={setAdding}
                  searchable
                  size="xs"
                />
                <Button
                  size="xs"
                  variant="light"
                  disabled={!adding}
                  onClick={() => adding && void navigate(productUrls.staffNew(companyId, adding))}
                >
                  {t('list.add')}
                </Button>
              </Group>
            )}
            {audience === 'customer' && (data?.companyProducts.length ?? 0) > 0 && (
              <Button
                size="xs"
                variant="light"
                color="yellow"
                loading={actions.pausingAll}
                onClick={() => void pauseAll()}
              >
                {t('list.pauseAll')}
              </Button>
            )}
          </Group>
        </Group>
        {loading && !data ? (
          <Loader size="sm" />
        ) : (
          <CompanyProductsTable
            products={data?.companyProducts ?? []}
            editorPath={editorPath}
            onPausedChange={
              audience === 'partner'
                ? undefined
                : (product, paused) => void actions.setPaused(product, paused)
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
