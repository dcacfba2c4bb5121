import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PerfectViewCompanyScoreDocument } from '../../../gql/graphql';

/**
 * On a company's staff screen, for account and lead managers: how the company meets the
 * viewer's chosen perfect view (docs/perfect-view.md), criterion by criterion. Nothing
 * shows while the viewer has no chosen view.
 */
export function PerfectViewScoreCard({ companyId }: { companyId: string }) {
  const { t } = useTranslation('dashboards');
  const { data } = useQuery(PerfectViewCompanyScoreDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const score = data?.perfectViewCompanyScore;
  if (!score?.view) return null;
  const active = score.criteria.filter((c) => c.active);
  return (
    <Paper withBorder p="md" data-testid="perfect-view-score">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>{t('perfectView.scoreTitle', { name: score.view.name })}</Title>
          <Badge color={score.matches ? 'teal' : 'gray'} data-testid="perfect-view-score-badge">
            {score.matches
              ? t('perfectView.scoreMatches')
              : t('perfectView.scoreMet', { met: score.met, of: score.of })}
          </Badge>
        </Group>
        {active.length === 0 ? (
          <Text c="dimmed">{t('perfectView.scoreOpen')}</Text>
        ) : (
          <Group gap="xs">
            {active.map((c) => (
              <Badge
                key={c.criterion}
                variant="light"
                color={c.met ? 'teal' : 'red'}
                data-testid={`perfect-view-criterion-${c.criterion}`}
              >
                {`${c.met ? '✓' : '✗'} ${t(`perfectView.criterion.${c.criterion}`)}`}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
