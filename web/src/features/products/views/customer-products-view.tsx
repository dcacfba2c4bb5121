import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../lib/current-company';
import { CompanyProductsSection } from './company-products-section';

/** /customer/product: the products of the company the customer works for. */
export function CustomerProductsView() {
  const { t } = useTranslation('products');
  const { company } = useCurrentCompany();
  return (
    <Stack>
      <Title order={2}>{t('list.title')}</Title>
      {company ? (
        <CompanyProductsSection companyId={String(company.id)} audience="customer" />
      ) : (
        <Text c="dimmed">{t('list.noCompany')}</Text>
      )}
    </Stack>
  );
}
