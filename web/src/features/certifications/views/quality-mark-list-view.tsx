import {
  Anchor,
  Button,
  Center,
  Group,
  Image,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QualityMarksDocument } from '../../../gql/graphql';
import { SearchBox } from '../../../lib/search-box';
import { certificationUrls } from '../urls';

/** /quality-mark: the quality marks by name, searchable. */
export function QualityMarkListView() {
  const { t } = useTranslation('certifications');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const { data, loading } = useQuery(QualityMarksDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.qualityMarks.items ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('qualityMark.title')}</Title>
        <Button component={Link} to={certificationUrls.newQualityMark()}>
          {t('qualityMark.new')}
        </Button>
      </Group>
      <SearchBox
        label={t('qualityMark.search')}
        placeholder={t('qualityMark.searchPlaceholder')}
        value={search}
        onSearch={(text) => setParams(text ? { search: text } : {}, { replace: true })}
      />
      {loading && !data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('qualityMark.none')}</Text>
      ) : (
        <Table striped highlightOnHover data-testid="quality-mark-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>{t('qualityMark.logo')}</Table.Th>
              <Table.Th>{t('qualityMark.name')}</Table.Th>
              <Table.Th>{t('qualityMark.certificate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((mark) => (
              <Table.Tr key={mark.id}>
                <Table.Td>
                  {mark.logoUrl && <Image src={mark.logoUrl} alt="" w={40} h={40} fit="contain" />}
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={certificationUrls.qualityMark(mark.id)}>
                    {mark.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {mark.certificate}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
