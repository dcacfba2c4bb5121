import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClaimCustomerStatus, ClaimStatus } from '../../../gql/graphql';

const STATUS_COLOR: Record<ClaimStatus, string> = {
  new: 'blue',
  pending: 'yellow',
  call_center: 'grape',
  accepted: 'teal',
  denied: 'red',
};
const CUSTOMER_COLOR: Record<ClaimCustomerStatus, string> = {
  new: 'blue',
  processing: 'yellow',
  accepted: 'teal',
  denied: 'red',
};

/** A badge shortens its text when squeezed: in a narrow table it keeps its full width instead. */
const FULL_WIDTH = 'max-content';

type ClaimStatusBadgeProps =
  | { status: ClaimStatus; productName: string; customerStatus?: undefined }
  | { customerStatus: ClaimCustomerStatus; status?: undefined; productName?: undefined };

/** Staff see the status itself (pending carries the product's name); customers see "in behandeling". */
export function ClaimStatusBadge(props: ClaimStatusBadgeProps) {
  const { t } = useTranslation('claims');
  if (props.customerStatus)
    return (
      <Badge
        color={CUSTOMER_COLOR[props.customerStatus]}
        variant="light"
        miw={FULL_WIDTH}
        data-testid="claim-status"
      >
        {t(`customerStatus.${props.customerStatus}`)}
      </Badge>
    );
  const label =
    props.status === 'pending'
      ? t('status.pendingFor', { product: props.productName })
      : t(`status.${props.status}`);
  return (
    <Badge
      color={STATUS_COLOR[props.status]}
      variant="light"
      miw={FULL_WIDTH}
      data-testid="claim-status"
    >
      {label}
    </Badge>
  );
}
