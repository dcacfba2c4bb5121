import { Table, Text, UnstyledButton } from '@mantine/core';
import { depthDashes } from '#domain/cms/page-depth';
import { useCmsTexts } from '../hooks/use-cms-texts';

export interface SelectablePage {
  id: string;
  url: string;
  type: string;
  depth: number;
}

interface PageSelectorTableProps {
  pages: SelectablePage[];
  selectedId: string | null;
  onPick: (page: SelectablePage) => void;
}

/** A domain's pages by url (depth as dashes); a click picks one. */
export function PageSelectorTable({ pages, selectedId, onPick }: PageSelectorTableProps) {
  const { t, pageType } = useCmsTexts();
  if (pages.length === 0) return <Text c="dimmed">{t('page.empty')}</Text>;
  return (
    <Table highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('page.url')}</Table.Th>
          <Table.Th>{t('page.type')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pages.map((page) => (
          <Table.Tr
            key={page.id}
            data-testid="selector-page"
            bg={page.id === selectedId ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Table.Td>
              <UnstyledButton onClick={() => onPick(page)} fz="sm">
                {depthDashes(page.depth)}
                {page.url}
              </UnstyledButton>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {pageType(page.type)}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
