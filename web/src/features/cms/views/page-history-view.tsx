import { Center, Drawer, Loader, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  CmsPageComparisonDocument,
  CmsPageHistoryDocument,
  CmsPagePublicationsDocument,
  RestoreCmsPageRevisionDocument,
  type CmsPageFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { PageComparisonList } from '../components/page-comparison-list';
import { PublicationList } from '../components/publication-list';
import { RevisionTable } from '../components/revision-table';
import { useCmsTexts } from '../hooks/use-cms-texts';

interface PageHistoryViewProps {
  pageId: string;
  opened: boolean;
  /** Restoring waits until the editor's own changes are stored. */
  canRestore: boolean;
  /** The version the editor holds, sent with a restore. */
  currentVersion: () => number;
  onClose: () => void;
  onRestored: (page: CmsPageFieldsFragment) => void;
}

/**
 * The page's history in a drawer: its publications (what, by whom, when), then its versions:
 * who saved each and when, which one is published, two compared, one restored.
 */
export function PageHistoryView({
  pageId,
  opened,
  canRestore,
  currentVersion,
  onClose,
  onRestored,
}: PageHistoryViewProps) {
  const { t } = useCmsTexts();
  const history = useQuery(CmsPageHistoryDocument, {
    variables: { id: pageId },
    skip: !opened,
    fetchPolicy: 'network-only',
  });
  const revisions = history.data?.cmsPage?.revisions ?? [];
  const publications = useQuery(CmsPagePublicationsDocument, {
    variables: { id: pageId },
    skip: !opened,
    fetchPolicy: 'network-only',
  });
  const [picked, setPicked] = useState<{ from: number | null; to: number | null }>({
    from: null,
    to: null,
  });
  // Unless chosen: the previous version against the current one.
  const from = picked.from ?? revisions[1]?.version ?? null;
  const to = picked.to ?? revisions[0]?.version ?? null;
  const comparison = useQuery(CmsPageComparisonDocument, {
    variables: { pageId, from: from ?? 1, to },
    skip: !opened || from === null || to === null,
    fetchPolicy: 'network-only',
  });
  const [restore] = useMutation(RestoreCmsPageRevisionDocument);
  const [restoring, setRestoring] = useState<number | null>(null);

  async function restoreVersion(version: number) {
    const sure = await confirmAction({
      title: t('history.restore'),
      text: t('history.restoreConfirm', { version }),
      confirmLabel: t('history.restore'),
      danger: false,
    });
    if (!sure) return;
    setRestoring(version);
    try {
      const answer = await restore({
        variables: { pageId, version, currentVersion: currentVersion() },
      });
      if (answer.data) {
        notifySuccess('MESSAGE.CHANGES_SAVED');
        setPicked({ from: null, to: null });
        onRestored(answer.data.restoreCmsPageRevision);
      }
    } finally {
      setRestoring(null);
    }
  }

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={t('history.title')}>
      {history.loading && !history.data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack>
          <PublicationList rows={publications.data?.cmsPage?.publications ?? []} />
          <RevisionTable
            revisions={revisions}
            from={from}
            to={to}
            restoring={restoring}
            canRestore={canRestore}
            onFrom={(version) => setPicked({ from: version, to })}
            onTo={(version) => setPicked({ from, to: version })}
            onRestore={(version) => void restoreVersion(version).catch(() => undefined)}
          />
          {comparison.data && <PageComparisonList comparison={comparison.data.cmsPageComparison} />}
        </Stack>
      )}
    </Drawer>
  );
}
