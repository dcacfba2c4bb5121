import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cmsUrls } from '../urls';

export interface DomainRow {
  id: string | number;
  name: string;
  host: string;
  pageCount: number;
}

/** The domains with their hosts and page counts; a row opens the domain. */
export function DomainTable({ domains }: { domains: DomainRow[] }) {
  const { t } = useTranslation('cms');
  if (domains.length === 0) return <Text c="dimmed">{t('domain.empty')}</Text>;
  return (
    <Table striped highlightOnHover data-testid="domain-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('domain.name')}</Table.Th>
          <Table.Th>{t('domain.host')}</Table.Th>
          <Table.Th>{t('domain.pages')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {domains.map((domain) => (
          <Table.Tr key={domain.id}>
            <Table.Td>
              <Anchor component={Link} to={cmsUrls.domain(domain.id)}>
                {domain.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{domain.host}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={cmsUrls.pages(`domain=${domain.id}`)}>
                {t('domain.pageCount', { count: domain.pageCount })}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
