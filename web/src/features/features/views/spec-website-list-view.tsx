import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComparisonSpecWebsitesDocument } from '../../../gql/graphql';
import { featureUrls } from '../urls';

/** /comparison/spec-website: the websites specs are read from, with their synonym counts. */
export function SpecWebsiteListView() {
  const { t } = useTranslation('features');
  const { data, loading } = useQuery(ComparisonSpecWebsitesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const websites = data?.comparisonSpecWebsites ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('website.listTitle')}</Title>
        <Button component={Link} to={featureUrls.newSpecWebsite()}>
          {t('website.new')}
        </Button>
      </Group>
      {loading && !data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : websites.length === 0 ? (
        <Text c="dimmed">{t('website.empty')}</Text>
      ) : (
        <Table highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('website.name')}</Table.Th>
              <Table.Th>{t('website.baseUrl')}</Table.Th>
              <Table.Th>{t('coreProduct.label')}</Table.Th>
              <Table.Th ta="right">{t('website.mapped')}</Table.Th>
              <Table.Th>{t('website.suggestions')}</Table.Th>
              <Table.Th>{t('field.enabled')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {websites.map((website) => (
              <Table.Tr key={website.id} data-testid="spec-website-row">
                <Table.Td>
                  <Anchor component={Link} to={featureUrls.specWebsite(website.id)} fz="sm">
                    {website.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{website.baseUrl}</Text>
                </Table.Td>
                <Table.Td>{website.coreProductName}</Table.Td>
                <Table.Td ta="right">{website.mappedCount}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={featureUrls.synonymSuggestions(website.id)} fz="sm">
                    {t('website.suggestionCount', { count: website.unmappedCount })}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={website.enabled ? 'teal' : 'gray'}>
                    {website.enabled ? t('website.on') : t('website.off')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
