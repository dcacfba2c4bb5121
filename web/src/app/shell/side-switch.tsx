import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentRole } from '../../lib/current-role';

const CUSTOMER = 'ROLE_LEAD_CUSTOMER';
const CONSUMER = 'ROLE_LEAD_CONSUMER';

/** For users holding both sides: work as the company or as the consumer. */
export function SideSwitch() {
  const { t } = useTranslation();
  const { currentRole, setCurrentRole } = useCurrentRole();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      aria-label={t('shell.side.label')}
      size="xs"
      value={currentRole ?? CUSTOMER}
      data={[
        { value: CUSTOMER, label: t('shell.side.customer') },
        { value: CONSUMER, label: t('shell.side.consumer') },
      ]}
      onChange={(role) => {
        setCurrentRole(role);
        void navigate(role === CONSUMER ? '/consumer/dashboard' : '/customer/dashboard');
      }}
    />
  );
}
