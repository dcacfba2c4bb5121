import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { claimUrls } from '../urls';
import { ClaimDetailPanel } from './claim-detail-panel';

/** /partner/claim/:id: a claim on a lead the partner sent (or of a company it manages), to decide. */
export function PartnerClaimView() {
  const { t } = useTranslation('claims');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <Stack>
      <Title order={2}>{t('list.staffTitle')}</Title>
      <ClaimDetailPanel
        claimId={id}
        listInput={{ filter: 'all' }}
        onOpen={(next) => void navigate(claimUrls.partnerDetail(next))}
      />
    </Stack>
  );
}
