import { ActionIcon, Anchor, Badge, Group, Pagination, Table, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { CmsRedirectionFieldsFragment } from '../../../gql/graphql';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { cmsUrls } from '../urls';

interface RedirectionTableProps {
  rows: CmsRedirectionFieldsFragment[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onDelete: (row: CmsRedirectionFieldsFragment) => void;
}

/** A domain's redirections: path, where it leads, company, clicks; paged. */
export function RedirectionTable(props: RedirectionTableProps) {
  const { t } = useCmsTexts();
  const { rows, total, page, pageSize } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <Table striped highlightOnHover data-testid="redirection-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('redirection.url')}</Table.Th>
            <Table.Th>{t('redirection.leadsTo')}</Table.Th>
            <Table.Th>{t('redirection.company')}</Table.Th>
            <Table.Th ta="right">{t('redirection.clicks')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" size="sm">
                  {t('redirection.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="redirection-row">
              <Table.Td>
                <Group gap="xs">
                  <Anchor component={Link} to={cmsUrls.redirection(row.domainId, row.id)}>
                    {row.url}
                  </Anchor>
                  {row.affiliate && (
                    <Badge size="xs" color="orange" variant="light">
                      {t('redirection.outgoing')}
                    </Badge>
                  )}
                  {row.temporary && (
                    <Badge size="xs" color="gray" variant="light">
                      {t('redirection.temporaryShort')}
                    </Badge>
                  )}
                </Group>
                {row.description && (
                  <Text size="xs" c="dimmed">
                    {row.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {row.target ?? row.pageUrl ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>{row.affiliateCompany?.name ?? ''}</Table.Td>
              <Table.Td ta="right">{row.affiliate ? row.clicks : ''}</Table.Td>
              <Table.Td>
                <Tooltip label={t('redirection.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('redirection.deleteNamed', { url: row.url })}
                    onClick={() => props.onDelete(row)}
                  >
                    ✕
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="redirection-total">
          {t('redirection.total', { count: total })}
        </Text>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={props.onPage} />
      </Group>
    </>
  );
}
