import { Table, Text, UnstyledButton } from '@mantine/core';
import type { CmsTermsQuery } from '../../../gql/graphql';
import { useCmsTexts } from '../hooks/use-cms-texts';

export type SelectableTerm = CmsTermsQuery['cmsTerms']['items'][number];

interface TermTableProps {
  terms: SelectableTerm[];
  onPick: (term: SelectableTerm) => void;
}

/** Terms alphabetically; only a term with a page to link to can be picked. */
export function TermTable({ terms, onPick }: TermTableProps) {
  const { t } = useCmsTexts();
  if (terms.length === 0) return <Text c="dimmed">{t('term.empty')}</Text>;
  return (
    <Table highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('term.name')}</Table.Th>
          <Table.Th>{t('term.product')}</Table.Th>
          <Table.Th>{t('term.page')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {terms.map((term) => (
          <Table.Tr key={term.id} data-testid="selector-term">
            <Table.Td>
              {term.pageUrl ? (
                <UnstyledButton fz="sm" onClick={() => onPick(term)} title={term.description ?? ''}>
                  {term.name}
                </UnstyledButton>
              ) : (
                <Text size="sm" c="dimmed" title={t('term.noPage')}>
                  {term.name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {term.productName ?? t('term.generic')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {term.pageUrl ?? t('term.noPage')}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
