import {
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComparisonBrandsDocument, CreateComparisonBrandDocument } from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { BrandRow } from '../components/brand-row';

/** /comparison/brand: every brand, added by keyword, edited in place, with its logo. */
export function BrandListView() {
  const { t } = useTranslation('comparison');
  const { data, loading, refetch } = useQuery(ComparisonBrandsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [create, creating] = useMutation(CreateComparisonBrandDocument);
  const [keyword, setKeyword] = useState('');
  const [hasHome, setHasHome] = useState(false);
  const [filter, setFilter] = useState('');
  const brands = (data?.comparisonBrands ?? []).filter((brand) =>
    brand.keyword.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  async function add() {
    if (!keyword.trim()) return;
    try {
      await create({ variables: { input: { keyword, hasHome, pageId: null } } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      setKeyword('');
      setHasHome(false);
      await refetch();
    } catch {
      // The error notice says why (a taken keyword: MESSAGE.BRAND_ALREADY_EXISTS).
    }
  }

  return (
    <Stack>
      <Title order={2}>{t('brands.title')}</Title>
      <Group align="flex-end" justify="space-between">
        <TextInput
          label={t('brands.filter')}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('brands.newKeyword')}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void add();
            }}
          />
          <Switch
            label={t('field.hasHome')}
            checked={hasHome}
            onChange={(event) => setHasHome(event.currentTarget.checked)}
            mb={8}
          />
          <Button loading={creating.loading} onClick={() => void add()}>
            {t('brands.add')}
          </Button>
        </Group>
      </Group>
      {loading && !data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Table data-testid="brand-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('brands.logo')}</Table.Th>
              <Table.Th>{t('field.keyword')}</Table.Th>
              <Table.Th>{t('field.hasHome')}</Table.Th>
              <Table.Th>{t('brands.page')}</Table.Th>
              <Table.Th ta="right">{t('brands.products')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {brands.map((brand) => (
              <BrandRow
                key={`${brand.id}-${brand.version}`}
                brand={brand}
                onChanged={() => void refetch()}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="sm" c="dimmed">
        {t('brands.total', { count: data?.comparisonBrands.length ?? 0 })}
      </Text>
    </Stack>
  );
}
