import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import {
  CompanyStaffDetailDocument,
  ExcludeMatchActionDocument,
  IncludeMatchActionDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { ExcludedMatchesCard } from '../components/excluded-matches-card';
import { confirmAction } from '../../../lib/confirm-action';
import { useTranslation } from 'react-i18next';

/** /company/:companyId/exclude-match: matches this company is kept away from. */
export function ExcludeMatchView() {
  const { t } = useTranslation('companies');
  const { companyId = '' } = useParams();
  const { data } = useQuery(CompanyStaffDetailDocument, { variables: { id: companyId } });
  const [exclude, excludeState] = useMutation(ExcludeMatchActionDocument);
  const [include] = useMutation(IncludeMatchActionDocument);
  const company = data?.company;
  if (!company)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <ExcludedMatchesCard
      matches={company.matchExcludes.map((match) => ({
        matchId: String(match.matchId),
        createdAt: match.createdAt,
      }))}
      busy={excludeState.loading}
      onExclude={(matchId) =>
        void exclude({ variables: { companyId, matchId } })
          .then(() => notifySuccess('MESSAGE.CHANGES_SAVED'))
          .catch(() => undefined)
      }
      onInclude={(matchId) =>
        void confirmAction({
          title: t('excludeMatch.removeTitle'),
          text: t('excludeMatch.removeText', { matchId }),
          confirmLabel: t('excludeMatch.remove'),
        }).then(async (ok) => {
          if (!ok) return;
          await include({ variables: { companyId, matchId } })
            .then(() => notifySuccess('MESSAGE.SUCCESSFULLY_DELETED'))
            .catch(() => undefined);
        })
      }
    />
  );
}
