import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { leadUrls } from '../urls';

export interface SameConsumerLeadRow {
  id: string;
  created: string;
  productName: string;
  bad: boolean;
}

/** Other requests of the same consumer, newest first, each a link to its detail. */
export function SameConsumerLeads({ rows }: { rows: SameConsumerLeadRow[] }) {
  const { t, i18n } = useTranslation('leads');
  return (
    <Paper withBorder p="md" radius="md" data-testid="same-consumer-leads">
      <Stack gap="xs">
        <Title order={4}>{t('sameConsumer.title')}</Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('sameConsumer.empty')}
          </Text>
        ) : (
          rows.map((row) => (
            <Group key={row.id} gap="xs">
              <Anchor component={Link} to={leadUrls.detail(row.id)}>
                {t('detail.title', { id: row.id })}
              </Anchor>
              <Text size="sm">
                {row.productName} · {formatDate(row.created, i18n.language)}
                {row.bad ? ` · ${t('status.bad')}` : ''}
              </Text>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
