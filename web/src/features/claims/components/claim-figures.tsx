import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClaimStatsQuery } from '../../../gql/graphql';

type Figures = ClaimStatsQuery['claimStats']['totals'];

/** The claim figures of a period as a row of numbers, with the claim rate. */
export function ClaimFigures({ totals }: { totals: Figures }) {
  const { t } = useTranslation('claims');
  const rate = totals.leadTotal
    ? Math.round((totals.claimTotal / totals.leadTotal) * 1000) / 10
    : 0;
  const items: [string, string | number][] = [
    [t('stats.leadTotal'), totals.leadTotal],
    [t('stats.leadBad'), totals.leadBad],
    [t('stats.claimTotal'), totals.claimTotal],
    [t('stats.claimAccepted'), totals.claimAccepted],
    [t('stats.claimDenied'), totals.claimDenied],
    [t('stats.claimOther'), totals.claimOther],
    [t('stats.claimRate'), `${rate.toLocaleString('nl-NL')}%`],
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="claim-figures">
      <Group grow>
        {items.map(([label, value]) => (
          <Stack key={label} gap={0} align="center">
            <Text size="xl" fw={700}>
              {value}
            </Text>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
          </Stack>
        ))}
      </Group>
    </Paper>
  );
}
