import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TagFieldsFragment } from '../../../gql/graphql';
import { tagUrls } from '../urls';

/** Tags by name with their bound page and how many pages carry them. */
export function TagTable({ tags }: { tags: TagFieldsFragment[] }) {
  const { t } = useTranslation('tags');
  if (tags.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>;
  return (
    <Table highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('field.name')}</Table.Th>
          <Table.Th>{t('field.boundPage')}</Table.Th>
          <Table.Th ta="right">{t('field.pageCount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tags.map((tag) => (
          <Table.Tr key={tag.id} data-testid="tag-row">
            <Table.Td>
              <Anchor component={Link} to={tagUrls.tag(tag.id)} fz="sm">
                {tag.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={tag.boundPageUrl ? undefined : 'dimmed'}>
                {tag.boundPageUrl ?? t('field.noBoundPage')}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{tag.pageCount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
