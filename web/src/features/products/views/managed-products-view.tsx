import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ManagedCompaniesDocument } from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { CompanyProductsSection } from './company-products-section';

/**
 * /partner/company/product (partners): the companies the viewer's partner company manages,
 * each with its products, view only.
 */
export function ManagedProductsView() {
  const { t } = useTranslation('products');
  const { company: current, companies } = useCurrentCompany();
  // The selected company when it is a partner company, else the first partner company.
  const partner = current?.isPartner
    ? current
    : (companies.find((candidate) => candidate.isPartner) ?? null);
  const { data, loading } = useQuery(ManagedCompaniesDocument, {
    variables: { companyId: partner ? String(partner.id) : '' },
    skip: !partner,
    fetchPolicy: 'cache-and-network',
  });
  const managed = data?.company?.managedCompanies ?? [];
  return (
    <Stack>
      <Stack gap={4}>
        <Title order={2}>{t('managed.title')}</Title>
        {partner && (
          <Text size="sm" c="dimmed">
            {t('managed.intro', { company: partner.name })}
          </Text>
        )}
      </Stack>
      {!partner ? (
        <Text c="dimmed">{t('managed.noPartner')}</Text>
      ) : loading && !data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : managed.length === 0 ? (
        <Text c="dimmed">{t('managed.empty', { company: partner.name })}</Text>
      ) : (
        managed.map((company) => (
          <CompanyProductsSection
            key={company.id}
            companyId={String(company.id)}
            audience="partner"
            title={company.city ? `${company.name} (${company.city})` : company.name}
          />
        ))
      )}
    </Stack>
  );
}
