import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';

export interface CompanyDetails {
  tradeName: string | null;
  name: string;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
  municipality: string | null;
  province: string | null;
  country: string;
  email: string | null;
  phoneNumber: string | null;
  website: string | null;
  chamberOfCommerceNumber: string | null;
  paymentTerms: number;
  leadGeneratorType: string;
  isPrepaid: boolean;
  balanceCents: number;
  accountManagerName: string | null;
  trialAccount: boolean;
  isPartner: boolean;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children || '-'}</Text>
    </div>
  );
}

export function CompanyDetailsCard({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation('companies');
  const tradeName =
    company.tradeName && company.tradeName !== company.name ? company.tradeName : null;
  const address = [
    [company.street, company.houseNumber].filter(Boolean).join(' '),
    [company.postalCode, company.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={3}>{t('detail.data')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Item label={t('field.tradeName')}>{tradeName}</Item>
          <Item label={t('form.address')}>{address}</Item>
          <Item label={t('detail.area')}>
            {[company.municipality, company.province, company.country].filter(Boolean).join(', ')}
          </Item>
          <Item label={t('field.email')}>{company.email}</Item>
          <Item label={t('field.phoneNumber')}>{company.phoneNumber}</Item>
          <Item label={t('field.website')}>
            {company.website && (
              <Anchor href={company.website} target="_blank" rel="noreferrer">
                {company.website}
              </Anchor>
            )}
          </Item>
          <Item label={t('field.chamberOfCommerceNumber')}>{company.chamberOfCommerceNumber}</Item>
          <Item label={t('field.paymentTerms')}>
            {t('detail.days', { count: company.paymentTerms })}
          </Item>
          <Item label={t('list.leadGeneratorType')}>
            {t(`leadGeneratorType.${company.leadGeneratorType}`)}
          </Item>
          {company.isPrepaid && (
            <Item label={t('detail.balance')}>{formatMoney(company.balanceCents)}</Item>
          )}
          <Item label={t('field.accountManager')}>{company.accountManagerName}</Item>
          <Item label={t('detail.kind')}>
            {[
              company.isPartner && t('field.isPartner'),
              company.trialAccount && t('field.trialAccount'),
            ]
              .filter(Boolean)
              .join(', ')}
          </Item>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
