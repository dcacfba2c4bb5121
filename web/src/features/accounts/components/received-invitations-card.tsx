import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ReceivedInvitationRow {
  id: string;
  companyName: string;
  admin: boolean;
}

interface ReceivedInvitationsCardProps {
  invitations: ReceivedInvitationRow[];
  /** The invitation being answered, if any. */
  busy: string | null;
  onAccept: (id: string) => void;
  onDecline: (id: string) => void;
}

/** The companies that invited the viewer; the account is linked only when it accepts. */
export function ReceivedInvitationsCard({
  invitations,
  busy,
  onAccept,
  onDecline,
}: ReceivedInvitationsCardProps) {
  const { t } = useTranslation('accounts');
  if (invitations.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="received-invitations">
      <Stack>
        <Title order={3}>{t('invitations.title')}</Title>
        {invitations.map((invitation) => (
          <Group key={invitation.id} justify="space-between" wrap="nowrap">
            <Text>
              {t(invitation.admin ? 'invitations.bodyAdmin' : 'invitations.body', {
                company: invitation.companyName,
              })}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="default"
                disabled={busy !== null}
                onClick={() => onDecline(invitation.id)}
              >
                {t('invitations.decline')}
              </Button>
              <Button loading={busy === invitation.id} onClick={() => onAccept(invitation.id)}>
                {t('invitations.accept')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
