import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductFeedProblemsDocument } from '../../../gql/graphql';

/**
 * The product problems of the newest run that processed items, per kind (in
 * the order of the kinds) with the first examples; read again whenever `refreshKey` changes.
 */
export function ProblemsPanel({ feedId, refreshKey }: { feedId: string; refreshKey: string }) {
  const { t } = useTranslation('feeds');
  const { data, refetch } = useQuery(ProductFeedProblemsDocument, {
    variables: { id: feedId },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    void refetch();
  }, [refreshKey, refetch]);
  const problems = data?.productFeedProblems;
  const found = (problems?.kinds ?? []).filter((kind) => kind.count > 0);
  return (
    <Paper withBorder p="md" radius="md" data-testid="feed-problems">
      <Stack>
        <Title order={4}>{t('problems.title')}</Title>
        {problems && !problems.runId && (
          <Text c="dimmed" size="sm">
            {t('problems.notYet')}
          </Text>
        )}
        {problems?.runId && found.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('problems.none')}
          </Text>
        )}
        {found.map((kind) => (
          <Stack key={kind.kind} gap={4} data-testid="feed-problem-kind" data-kind={kind.kind}>
            <Group gap="xs">
              <Text fw={600}>{t(`problems.${kind.kind}`)}</Text>
              <Badge color="red" variant="light">
                {kind.count}
              </Badge>
            </Group>
            <Table fz="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('problems.item')}</Table.Th>
                  <Table.Th>{t('problems.customerId')}</Table.Th>
                  <Table.Th>{t('problems.name')}</Table.Th>
                  <Table.Th>{t('problems.ean')}</Table.Th>
                  <Table.Th>{t('problems.value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {kind.examples.map((example) => (
                  <Table.Tr key={example.itemNumber}>
                    <Table.Td>{example.itemNumber}</Table.Td>
                    <Table.Td>{example.customerId ?? '–'}</Table.Td>
                    <Table.Td>{example.name ?? '–'}</Table.Td>
                    <Table.Td>{example.ean ?? '–'}</Table.Td>
                    <Table.Td>{example.value ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
