import { Badge, Button, Group, Radio, Table } from '@mantine/core';
import { useCmsTexts } from '../hooks/use-cms-texts';

export interface RevisionRow {
  version: number;
  savedByName?: string | null;
  savedAt: string;
  blockCount: number;
  current: boolean;
  /** The version the public sites show. */
  published?: boolean;
}

interface RevisionTableProps {
  revisions: RevisionRow[];
  from: number | null;
  to: number | null;
  restoring: number | null;
  canRestore: boolean;
  onFrom: (version: number) => void;
  onTo: (version: number) => void;
  onRestore: (version: number) => void;
}

const savedFormat = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' });

/** The versions of a page, newest first: pick two to compare, or restore one. */
export function RevisionTable({
  revisions,
  from,
  to,
  restoring,
  canRestore,
  onFrom,
  onTo,
  onRestore,
}: RevisionTableProps) {
  const { t } = useCmsTexts();
  return (
    <Table data-testid="revision-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.version')}</Table.Th>
          <Table.Th>{t('history.savedBy')}</Table.Th>
          <Table.Th>{t('history.savedAt')}</Table.Th>
          <Table.Th>{t('history.from')}</Table.Th>
          <Table.Th>{t('history.to')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {revisions.map((revision) => (
          <Table.Tr key={revision.version} data-testid="revision-row">
            <Table.Td>
              <Group gap="xs">
                {revision.version}
                {revision.current && (
                  <Badge size="xs" variant="light">
                    {t('history.current')}
                  </Badge>
                )}
                {revision.published && (
                  <Badge size="xs" variant="light" color="teal" data-testid="published-version">
                    {t('historyPublication.published')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{revision.savedByName ?? t('history.unknownUser')}</Table.Td>
            <Table.Td>{savedFormat.format(new Date(revision.savedAt))}</Table.Td>
            <Table.Td>
              <Radio
                aria-label={t('history.fromVersion', { version: revision.version })}
                checked={from === revision.version}
                onChange={() => onFrom(revision.version)}
              />
            </Table.Td>
            <Table.Td>
              <Radio
                aria-label={t('history.toVersion', { version: revision.version })}
                checked={to === revision.version}
                onChange={() => onTo(revision.version)}
              />
            </Table.Td>
            <Table.Td>
              {!revision.current && (
                <Button
                  size="xs"
                  variant="light"
                  disabled={!canRestore}
                  loading={restoring === revision.version}
                  onClick={() => onRestore(revision.version)}
                >
                  {t('history.restoreVersion', { version: revision.version })}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
