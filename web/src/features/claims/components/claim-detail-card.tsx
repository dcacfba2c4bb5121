import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#domain/shared/format-money';
import type { ClaimFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { ClaimStatusBadge } from './claim-status-badge';

interface ClaimDetailCardProps {
  claim: ClaimFieldsFragment;
  audience: 'staff' | 'customer';
  /** Staff: where the company's name leads (its claims). */
  companyHref?: string;
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Everything about one claim: the lead, the reason and message, the proof, how it was decided. */
export function ClaimDetailCard({ claim, audience, companyHref }: ClaimDetailCardProps) {
  const { t, i18n } = useTranslation('claims');
  const message = claim.isDefaultMessage ? t(`defaultMessage.${claim.description}`) : claim.message;
  return (
    <Paper withBorder radius="md" p="md" data-testid="claim-detail">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('detail.title', { id: claim.id })}</Title>
          {audience === 'staff' ? (
            <ClaimStatusBadge status={claim.status} productName={claim.lead.productName} />
          ) : (
            <ClaimStatusBadge customerStatus={claim.customerStatus} />
          )}
        </Group>
        {claim.autoReason && (
          <Alert color={claim.status === 'denied' ? 'orange' : 'teal'} variant="light">
            {t(`autoReason.${claim.autoReason}`)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label={t('detail.company')}>
            {companyHref ? (
              <Anchor component={Link} to={companyHref}>
                {claim.companyName}
              </Anchor>
            ) : (
              claim.companyName
            )}
          </Field>
          <Field label={t('detail.lead')}>
            {claim.lead.name} · {claim.lead.productName}
            <Text size="xs" c="dimmed">
              {[claim.lead.phoneNumber, claim.lead.email, claim.lead.city]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Field>
          <Field label={t('detail.price')}>{formatMoney(claim.priceCents)}</Field>
          <Field label={t('detail.assignedAt')}>
            {formatDate(claim.assignedAt, i18n.language)}
          </Field>
          <Field label={t('detail.filedAt')}>
            {formatDateTime(claim.createdAt, i18n.language)}
          </Field>
          {claim.decidedAt && (
            <Field label={t('detail.decidedAt')}>
              {formatDateTime(claim.decidedAt, i18n.language)}
            </Field>
          )}
          <Field label={t('detail.reason')}>{t(`reason.${claim.description}`)}</Field>
          <Field label={t('detail.proof')}>
            {claim.proof ? (
              <Anchor href={claim.proof.url} target="_blank" rel="noopener">
                {claim.proof.fileName}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('detail.noProof')}
              </Text>
            )}
          </Field>
        </SimpleGrid>
        <Field label={t('detail.message')}>{message}</Field>
        <Group gap="lg">
          {claim.stopMatching && <Text size="xs">✓ {t('detail.stopMatching')}</Text>}
          {claim.enableEmailNotifications && (
            <Text size="xs">✓ {t('detail.emailNotifications')}</Text>
          )}
          {claim.credited && <Text size="xs">✓ {t('detail.credited')}</Text>}
        </Group>
      </Stack>
    </Paper>
  );
}
