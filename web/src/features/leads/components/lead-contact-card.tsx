import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import type { LeadAction } from '../hooks/use-lead-actions';

interface LeadContactCardProps {
  mustCall: boolean;
  doNotCall: boolean;
  feedbackRequestedOn: string | null;
  phoneNumberRequestedOn: string | null;
  hasAssignments: boolean;
  busy: boolean;
  onAction: (action: LeadAction) => void;
}

/** Calling flags and the mails to the consumer and to the companies that have the lead. */
export function LeadContactCard(props: LeadContactCardProps) {
  const { t, i18n } = useTranslation('leads');
  const when = (value: string | null) =>
    value ? formatDateTime(value, i18n.language) : t('contact.never');
  return (
    <Paper withBorder p="md" radius="md" data-testid="lead-contact">
      <Stack gap="sm">
        <Title order={4}>{t('contact.title')}</Title>
        <Group gap="xs">
          {!props.mustCall && (
            <Button
              variant="default"
              disabled={props.busy}
              onClick={() => props.onAction('mustCall')}
            >
              {t('action.mustCall')}
            </Button>
          )}
          {!props.doNotCall && (
            <Button
              variant="default"
              disabled={props.busy}
              onClick={() => props.onAction('doNotCall')}
            >
              {t('action.doNotCall')}
            </Button>
          )}
          <Button
            variant="default"
            disabled={props.busy || !props.hasAssignments}
            onClick={() => props.onAction('notifyCompanies')}
          >
            {t('action.notifyCompanies')}
          </Button>
          <Button
            variant="default"
            disabled={props.busy}
            onClick={() => props.onAction('thankConsumer')}
          >
            {t('action.thankConsumer')}
          </Button>
          <Button
            variant="default"
            disabled={props.busy}
            onClick={() => props.onAction('requestFeedback')}
          >
            {t('action.requestFeedback')}
          </Button>
          <Button
            variant="default"
            disabled={props.busy}
            onClick={() => props.onAction('requestPhone')}
          >
            {t('action.requestPhone')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed" data-testid="lead-feedback-requested">
          {t('contact.feedbackRequested', { when: when(props.feedbackRequestedOn) })}
        </Text>
        <Text size="sm" c="dimmed" data-testid="lead-phone-requested">
          {t('contact.phoneRequested', { when: when(props.phoneNumberRequestedOn) })}
        </Text>
      </Stack>
    </Paper>
  );
}
