import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { claimUrls } from '../urls';

/** "Claim indienen" on the customer's lead: opens the claim form for this assigned lead. */
export function ClaimLeadAction({ assignedLeadId }: { assignedLeadId: string }) {
  const { t } = useTranslation('claims');
  return (
    <Button
      component={Link}
      to={claimUrls.customerNew(assignedLeadId)}
      variant="light"
      color="orange"
      size="xs"
    >
      {t('action.claimLead')}
    </Button>
  );
}
