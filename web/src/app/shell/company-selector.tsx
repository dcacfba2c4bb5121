import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../lib/current-company';

/** For users of several companies: which company they work for. */
export function CompanySelector() {
  const { t } = useTranslation();
  const { company, companies, selectCompany } = useCurrentCompany();
  if (companies.length < 2) return null;
  return (
    <Select
      aria-label={t('shell.company.label')}
      placeholder={t('shell.company.placeholder')}
      size="xs"
      w={220}
      allowDeselect={false}
      searchable
      data={companies.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
      value={company ? String(company.id) : null}
      onChange={(id) => id && selectCompany(id)}
    />
  );
}
