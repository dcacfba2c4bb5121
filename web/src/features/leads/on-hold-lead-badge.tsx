import { Badge } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { OnHoldLeadCountDocument } from '../../gql/graphql';

/** Refreshed now and then; verifying a lead refetches it at once. */
const POLL_MS = 60_000;

/** The staff menu's count of leads on hold (the api counts the last month). */
export function OnHoldLeadBadge() {
  const { data } = useQuery(OnHoldLeadCountDocument, {
    pollInterval: POLL_MS,
    context: { notify: false, redirect: false },
  });
  const count = data?.onHoldLeadCount ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      color="yellow"
      variant="filled"
      circle={count < 10}
      data-testid="on-hold-count"
    >
      {count}
    </Badge>
  );
}
