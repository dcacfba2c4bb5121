import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CompanyEventEntry {
  id: string;
  type: string;
  data: unknown;
  createdAt: string;
  userName: string | null;
}

function detail(data: unknown): { from?: string; to?: string; action?: string } {
  return data && typeof data === 'object'
    ? (data as { from?: string; to?: string; action?: string })
    : {};
}

/** The company's event log (newest first): what happened, who did it and when. */
export function CompanyEventTimeline({
  events,
  total,
  footer,
}: {
  events: CompanyEventEntry[];
  total: number;
  /** Below the entries, e.g. paging. */
  footer?: ReactNode;
}) {
  const { t, i18n } = useTranslation('companies');
  return (
    <Paper withBorder p="md" radius="md" data-testid="event-timeline">
      <Stack>
        <Title order={3}>{t('events.title', { total })}</Title>
        {events.length === 0 ? (
          <Text c="dimmed">{t('events.none')}</Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2}>
            {events.map((event) => {
              const { from, to, action } = detail(event.data);
              return (
                <Timeline.Item
                  key={event.id}
                  title={t(`events.type.${event.type}`, { defaultValue: event.type })}
                >
                  {from && to && (
                    <Text size="sm">
                      {t('events.move', { from: t(`state.${from}`), to: t(`state.${to}`) })}
                    </Text>
                  )}
                  {action && (
                    <Text size="sm">{t(`events.action.${action}`, { defaultValue: action })}</Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('events.byAt', {
                      who: event.userName ?? t('events.system'),
                      when: new Date(event.createdAt).toLocaleString(i18n.language),
                    })}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
        {footer}
      </Stack>
    </Paper>
  );
}
