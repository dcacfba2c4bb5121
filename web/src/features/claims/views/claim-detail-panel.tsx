import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { claimDeciderOf } from '#domain/claims/claim-status-change';
import { ClaimDetailDocument, type ClaimListInput } from '../../../gql/graphql';
import { ClaimDetailCard } from '../components/claim-detail-card';
import { ClaimNeighbourNav } from '../components/claim-neighbour-nav';
import { ClaimStatusActions } from '../components/claim-status-actions';
import { useViewer } from '../../../lib/viewer';
import { useClaimStatus } from '../hooks/use-claim-status';

interface ClaimDetailPanelProps {
  claimId: string;
  /** The list the claim was opened from: previous and next walk it. */
  listInput: ClaimListInput;
  onOpen: (id: string) => void;
  onChanged?: () => void;
  /** Staff: where the company's name leads. */
  companyHref?: (companyId: string) => string;
}

/** One claim for staff and partners: the details, the status actions, previous and next. */
export function ClaimDetailPanel({
  claimId,
  listInput,
  onOpen,
  onChanged,
  companyHref,
}: ClaimDetailPanelProps) {
  const { t } = useTranslation('claims');
  const { viewer } = useViewer();
  const { data, loading, refetch } = useQuery(ClaimDetailDocument, {
    variables: { id: claimId, input: listInput },
  });
  const { setStatus, busy } = useClaimStatus();
  const claim = data?.claim;
  if (loading && !claim)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!claim) return <Text c="dimmed">{t('detail.notFound')}</Text>;
  return (
    <Stack>
      <ClaimNeighbourNav
        previousId={
          data?.claimNeighbours.previousId ? String(data.claimNeighbours.previousId) : null
        }
        nextId={data?.claimNeighbours.nextId ? String(data.claimNeighbours.nextId) : null}
        onOpen={onOpen}
      />
      <ClaimDetailCard
        claim={claim}
        audience="staff"
        companyHref={companyHref?.(String(claim.companyId))}
      />
      <ClaimStatusActions
        claim={claim}
        decider={claimDeciderOf(viewer?.roles ?? [])}
        busy={busy}
        onSetStatus={(status, rematch) =>
          void setStatus(claim, status, rematch).then((done) => {
            if (!done) return;
            void refetch();
            onChanged?.();
          })
        }
      />
    </Stack>
  );
}
