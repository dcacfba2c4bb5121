import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyDashboardQuery } from '../../../gql/graphql';

type Cap = NonNullable<CompanyDashboardQuery['companyDashboard']['caps']>[number];

/** Each product the company takes: its leads in the current day, week or month against its maximum. */
export function CapsCard({ caps }: { caps: readonly Cap[] }) {
  const { t } = useTranslation('dashboards');
  return (
    <Paper withBorder p="md" radius="md" data-testid="caps">
      <Title order={4} mb="sm">
        {t('caps.title')}
      </Title>
      {caps.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('caps.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {caps.map((cap) => (
            <div key={cap.productId} data-testid="cap">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={500}>
                  {cap.productName}
                  {cap.paused && (
                    <Text span c="dimmed" size="sm">
                      {' '}
                      · {t('caps.paused')}
                    </Text>
                  )}
                </Text>
                <Text size="sm" data-testid="cap-count">
                  {cap.max === null || cap.max === undefined
                    ? t(`caps.countNoMax.${cap.period}`, { count: cap.count })
                    : t(`caps.count.${cap.period}`, { count: cap.count, max: cap.max })}
                </Text>
              </Group>
              {cap.max ? (
                <Progress
                  value={Math.min(100, (cap.count / cap.max) * 100)}
                  color={cap.count >= cap.max ? 'orange' : 'blue'}
                  size="sm"
                  mt={4}
                />
              ) : null}
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
