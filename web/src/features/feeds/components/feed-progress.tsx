import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Items of the running step done (of the total when known). */
export function FeedProgress({ done, total }: { done: number; total: number | null | undefined }) {
  const { t } = useTranslation('feeds');
  const known = total !== null && total !== undefined && total > 0;
  return (
    <Stack gap={2} data-testid="feed-progress">
      {known && (
        <Progress
          value={Math.min(100, (done / total) * 100)}
          size="sm"
          aria-label={t('progress.label')}
        />
      )}
      <Text size="xs" c="dimmed">
        {known ? t('progress.items', { done, total }) : t('progress.itemsNoTotal', { done })}
      </Text>
    </Stack>
  );
}
