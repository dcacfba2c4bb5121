import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClaimDecider } from '#domain/claims/claim-status-change';
import type { ClaimFieldsFragment, ClaimStatus } from '../../../gql/graphql';

interface ClaimStatusActionsProps {
  claim: ClaimFieldsFragment;
  /** Who the viewer is as a decider of claims (the same rule the api applies). */
  decider: ClaimDecider;
  busy: boolean;
  onSetStatus: (status: ClaimStatus, rematch: boolean) => void;
}

/**
 * The statuses the viewer may give the claim (the api says which), and the rematch
 * choice with acceptance; a viewer who may not decide claims is told why.
 */
export function ClaimStatusActions({ claim, decider, busy, onSetStatus }: ClaimStatusActionsProps) {
  const { t } = useTranslation('claims');
  const [rematch, setRematch] = useState(false);
  const choices = claim.viewerCanSetStatuses.filter((status) => status !== claim.status);
  if (decider === 'none')
    return (
      <Alert color="blue" variant="light" data-testid="claim-no-decider">
        {t('detail.claimsRoleOnly')}
      </Alert>
    );
  if (claim.viewerCanSetStatuses.length === 0)
    return claim.readOnly ? (
      <Text size="sm" c="dimmed">
        {t('detail.readOnly')}
      </Text>
    ) : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={5}>{t('action.setStatus')}</Title>
        <Group gap="xs">
          {choices.map((status) => (
            <Button
              key={status}
              size="xs"
              variant={status === 'accepted' ? 'filled' : 'light'}
              color={status === 'accepted' ? 'teal' : status === 'denied' ? 'red' : undefined}
              loading={busy}
              onClick={() => onSetStatus(status, status === 'accepted' && rematch)}
            >
              {status === 'pending'
                ? t('status.pendingFor', { product: claim.lead.productName })
                : t(`status.${status}`)}
            </Button>
          ))}
        </Group>
        {claim.viewerCanRematch && (
          <Checkbox
            label={t('action.rematch')}
            description={t('action.rematchHint')}
            checked={rematch}
            onChange={(event) => setRematch(event.currentTarget.checked)}
          />
        )}
      </Stack>
    </Paper>
  );
}
