import { Group, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface LeadGeneratorListCardProps {
  title: string;
  /** Shown instead of the table when there is nothing to do. */
  empty: string;
  /** Column headers. */
  columns: string[];
  rows: ReactNode[];
  /** Total rows (page count from it), or null when the list only knows whether more follow. */
  total: number | null;
  hasMore?: boolean;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** A button in the header (e.g. resend all). */
  action?: ReactNode;
  loading?: boolean;
  testId: string;
}

/** One work list of the lead managers' home: a titled, paged table. */
export function LeadGeneratorListCard(props: LeadGeneratorListCardProps) {
  const pages =
    props.total === null
      ? props.page + (props.hasMore ? 1 : 0)
      : Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <Paper withBorder p="md" radius="md" h="100%" data-testid={props.testId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>
            {props.title}
            {props.total !== null && (
              <Text component="span" c="dimmed" ml="xs" data-testid={`${props.testId}-total`}>
                ({props.total})
              </Text>
            )}
          </Title>
          {props.action}
        </Group>
        {props.rows.length === 0 && !props.loading ? (
          <Text c="dimmed" size="sm">
            {props.empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  {props.columns.map((column, index) => (
                    <Table.Th key={index}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{props.rows}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages > 1 && (
          <Pagination size="sm" total={pages} value={props.page} onChange={props.onPage} />
        )}
      </Stack>
    </Paper>
  );
}
