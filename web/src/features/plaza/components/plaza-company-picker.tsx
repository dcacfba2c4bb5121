import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlazaCompanyOptionsDocument } from '../../../gql/graphql';

export interface PickedCompany {
  companyId: string;
  /** The user the plaza is opened for: the company's main user, else its first user. */
  userId: string | null;
}

interface PlazaCompanyPickerProps {
  /** The company whose plaza is open, if any. */
  current: { id: string; name: string } | null;
  onPick: (picked: PickedCompany) => void;
}

/** Sales staff choose whose plaza to open: lead-generator companies searched by name. */
export function PlazaCompanyPicker({ current, onPick }: PlazaCompanyPickerProps) {
  const { t } = useTranslation('plaza');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 300);
  // The name of the open company in the box is not a search.
  const query = current && typed === current.name ? '' : typed;
  const { data, loading } = useQuery(PlazaCompanyOptionsDocument, {
    variables: { search: query || null },
  });
  const companies = useMemo(() => data?.companies.items ?? [], [data]);
  const cities = useMemo(
    () => new Map(companies.map((company) => [String(company.id), company.city])),
    [companies],
  );
  const options = useMemo(() => {
    const listed = companies.map((company) => ({
      value: String(company.id),
      label: company.name,
    }));
    if (current && !listed.some((option) => option.value === current.id))
      listed.unshift({ value: current.id, label: current.name });
    return listed;
  }, [companies, current]);
  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      nothingFoundMessage={loading ? t('picker.searching') : t('picker.none')}
      searchable
      filter={({ options: all }) => all}
      data={options}
      value={current?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      allowDeselect={false}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {cities.get(option.value) && (
            <Text size="xs" c="dimmed">
              {cities.get(option.value)}
            </Text>
          )}
        </Stack>
      )}
      w={360}
      onChange={(companyId) => {
        if (!companyId || companyId === current?.id) return;
        const users = companies.find((company) => String(company.id) === companyId)?.users ?? [];
        const user = (users.find((entry) => entry.isMainUser) ?? users[0])?.user;
        onPick({ companyId, userId: user ? String(user.id) : null });
      }}
    />
  );
}
