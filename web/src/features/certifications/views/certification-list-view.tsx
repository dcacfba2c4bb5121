import { Anchor, Button, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CertificationsDocument } from '../../../gql/graphql';
import { SearchBox } from '../../../lib/search-box';
import { certificationUrls } from '../urls';

/** /certification: certifications by name, searchable by name or agency. */
export function CertificationListView() {
  const { t } = useTranslation('certifications');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const { data, loading } = useQuery(CertificationsDocument, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.certifications.items ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('certification.title')}</Title>
        <Button component={Link} to={certificationUrls.newCertification()}>
          {t('certification.new')}
        </Button>
      </Group>
      <SearchBox
        label={t('certification.search')}
        placeholder={t('certification.searchPlaceholder')}
        value={search}
        onSearch={(text) => setParams(text ? { search: text } : {}, { replace: true })}
      />
      {loading && !data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('certification.none')}</Text>
      ) : (
        <Table striped highlightOnHover data-testid="certification-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('certification.name')}</Table.Th>
              <Table.Th>{t('certification.agency')}</Table.Th>
              <Table.Th>{t('certification.requiresCertificate')}</Table.Th>
              <Table.Th ta="right">{t('certification.companies')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((certification) => (
              <Table.Tr key={certification.id}>
                <Table.Td>
                  <Anchor component={Link} to={certificationUrls.certification(certification.id)}>
                    {certification.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {certification.agency.name}{' '}
                  <Text span size="xs" c="dimmed">
                    ({certification.agency.value})
                  </Text>
                </Table.Td>
                <Table.Td>
                  {certification.requiresCertificate
                    ? t('certification.yes')
                    : t('certification.no')}
                </Table.Td>
                <Table.Td ta="right">{certification.companyCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
