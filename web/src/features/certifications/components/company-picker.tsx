import { Button, Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CertificationCompanyOptionsDocument } from '../../../gql/graphql';

/** Searches a company by name and hands its id on. */
export function CompanyPicker({ onChoose }: { onChoose: (companyId: string) => void }) {
  const { t } = useTranslation('certifications');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 300);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const { data } = useQuery(CertificationCompanyOptionsDocument, {
    variables: { search: typed || null },
  });
  const options = (data?.certificationCompanyOptions ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  return (
    <Group align="flex-end">
      <Select
        label={t('certification.company')}
        placeholder={t('certification.companyPlaceholder')}
        searchable
        data={options}
        value={companyId}
        onChange={setCompanyId}
        searchValue={search}
        onSearchChange={setSearch}
        w={360}
      />
      <Button
        variant="light"
        disabled={!companyId}
        onClick={() => companyId && onChoose(companyId)}
      >
        {t('certification.choose')}
      </Button>
    </Group>
  );
}
