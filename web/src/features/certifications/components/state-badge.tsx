import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CertificationState } from '#domain/certifications/certification';

const COLOURS: Record<CertificationState, string> = {
  active: 'green',
  review: 'blue',
  expired: 'orange',
  halted: 'yellow',
  invalid: 'red',
  revoked: 'gray',
};

/** A company certification's state in its colour (geldig, in behandeling, …). */
export function StateBadge({ state }: { state: CertificationState }) {
  const { t } = useTranslation('certifications');
  return (
    <Badge color={COLOURS[state]} variant="light" data-testid="certification-state">
      {t(`state.${state}`)}
    </Badge>
  );
}
