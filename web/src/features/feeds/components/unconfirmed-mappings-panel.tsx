import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeedMappingGroupsDocument } from '../../../gql/graphql';

/** The dashboard shows this many groups (docs/feeds.md, "Screens"). */
export const UNCONFIRMED_PANEL_SIZE = 15;

/**
 * The dashboard item "unconfirmed feed mappings": every shop's data-mapping groups with
 * mappings still to confirm, each linking to the shop's feed where they are confirmed.
 */
export function UnconfirmedMappingsPanel({
  feedPath,
}: {
  /** Where a shop's mappings are worked on (its feed), or null when it has no feed. */
  feedPath: (companyId: string) => string | null;
}) {
  const { t } = useTranslation('feeds');
  const { data } = useQuery(FeedMappingGroupsDocument, {
    variables: { onlyUnconfirmed: true, pageSize: UNCONFIRMED_PANEL_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const groups = data?.feedMappingGroups;
  return (
    <Paper withBorder p="md" radius="md" data-testid="unconfirmed-mappings-panel">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('dashboard.unconfirmedMappings')}</Title>
          {groups && (
            <Badge variant="light" color={groups.total > 0 ? 'orange' : 'green'}>
              {groups.total}
            </Badge>
          )}
        </Group>
        {groups && groups.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('dashboard.allConfirmed')}
          </Text>
        )}
        {groups?.items.map((group) => {
          const line = t('dashboard.groupLine', {
            shop: group.companyName,
            name: group.name,
            count: group.unconfirmedCount,
          });
          const path = feedPath(group.companyId);
          return path ? (
            <Anchor key={group.id} component={Link} to={path} size="sm">
              {line}
            </Anchor>
          ) : (
            <Text key={group.id} size="sm">
              {line}
            </Text>
          );
        })}
      </Stack>
    </Paper>
  );
}
