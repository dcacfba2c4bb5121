import { Table, Text, UnstyledButton } from '@mantine/core';
import type { CmsRedirectionFieldsFragment } from '../../../gql/graphql';
import { useCmsTexts } from '../hooks/use-cms-texts';

interface RedirectTableProps {
  redirects: CmsRedirectionFieldsFragment[];
  onPick: (redirect: CmsRedirectionFieldsFragment) => void;
}

/** Outgoing links by url; a click picks one. */
export function RedirectTable({ redirects, onPick }: RedirectTableProps) {
  const { t } = useCmsTexts();
  if (redirects.length === 0) return <Text c="dimmed">{t('redirect.empty')}</Text>;
  return (
    <Table highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('redirect.url')}</Table.Th>
          <Table.Th>{t('redirect.target')}</Table.Th>
          <Table.Th>{t('redirect.description')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {redirects.map((redirect) => (
          <Table.Tr key={redirect.id} data-testid="selector-redirect">
            <Table.Td>
              <UnstyledButton fz="sm" onClick={() => onPick(redirect)}>
                {redirect.url}
              </UnstyledButton>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {redirect.target}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={1}>
                {redirect.description}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
