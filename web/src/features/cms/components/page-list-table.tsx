import { ActionIcon, Anchor, Badge, Group, Pagination, Table, Text, Tooltip } from '@mantine/core';
import { depthDashes } from '#domain/cms/page-depth';
import { Link } from 'react-router';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { cmsUrls } from '../urls';

export interface PageListRow {
  id: string | number;
  domainId: string | number;
  domainName: string;
  type: string;
  url: string;
  depth: number;
  blockCount: number;
  updatedAt: string;
  published: boolean;
  hasUnpublishedChanges: boolean;
  publishAt?: string | null;
}

const STATUS_COLOURS = { draft: 'gray', published: 'teal', changed: 'yellow' } as const;

/** Whether the public sees the page, and whether its draft waits for a publication. */
function PageStatus({ row }: { row: PageListRow }) {
  const { t } = useCmsTexts();
  const status = !row.published ? 'draft' : row.hasUnpublishedChanges ? 'changed' : 'published';
  return (
    <Group gap={4} wrap="nowrap">
      <Badge
        size="sm"
        variant="light"
        color={STATUS_COLOURS[status]}
        data-testid="page-status"
        // Whole words: the table would otherwise squeeze the badge to "GEPUBLICEE…".
        style={{ minWidth: 'max-content' }}
      >
        {t(`pageStatus.${status}`)}
      </Badge>
      {row.publishAt && (
        <Badge size="sm" variant="light" color="blue" style={{ minWidth: 'max-content' }}>
          {t('pageStatus.planned')}
        </Badge>
      )}
    </Group>
  );
}

interface PageListTableProps {
  rows: PageListRow[];
  showDomain: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onDelete: (row: PageListRow) => void;
}

const updatedFormat = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'short', timeStyle: 'short' });

/** Pages by url, indented with one dash per level below the top. */
export function PageListTable({
  rows,
  showDomain,
  total,
  page,
  pageSize,
  onPage,
  onDelete,
}: PageListTableProps) {
  const { t, pageType } = useCmsTexts();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('page.empty')}</Text>
      ) : (
        <Table striped highlightOnHover data-testid="page-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('page.url')}</Table.Th>
              {showDomain && <Table.Th>{t('page.domain')}</Table.Th>}
              <Table.Th>{t('page.type')}</Table.Th>
              <Table.Th>{t('page.blocks')}</Table.Th>
              <Table.Th>{t('pageStatus.title')}</Table.Th>
              <Table.Th>{t('page.updatedAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="page-row">
                <Table.Td>
                  <Anchor component={Link} to={cmsUrls.page(row.domainId, row.id)} ff="monospace">
                    {depthDashes(row.depth)}
                    {row.url}
                  </Anchor>
                </Table.Td>
                {showDomain && <Table.Td>{row.domainName}</Table.Td>}
                <Table.Td>{pageType(row.type)}</Table.Td>
                <Table.Td>{row.blockCount}</Table.Td>
                <Table.Td>
                  <PageStatus row={row} />
                </Table.Td>
                <Table.Td>{updatedFormat.format(new Date(row.updatedAt))}</Table.Td>
                <Table.Td>
                  <Tooltip label={t('page.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('page.deleteUrl', { url: row.url })}
                      onClick={() => onDelete(row)}
                    >
                      ✕
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between" mt="md">
        <Text size="sm" data-testid="page-total">
          {t('page.total', { first, last: Math.min(total, page * pageSize), total })}
        </Text>
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} />
      </Group>
    </>
  );
}
