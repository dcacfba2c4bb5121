import { Badge, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DiscardCmsPageDraftDocument,
  PublishCmsPageDocument,
  ScheduleCmsPageDocument,
  UnpublishCmsPageDocument,
  type CmsPageFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { DateTimeField, localDateTime, parseLocalDateTime } from '../../../lib/date-field';
import { classifyError } from '../../../lib/error-kind';
import { formatDateTime } from '../../../lib/format-date';
import { messageText } from '../../../lib/message-text';
import { useCmsTexts } from '../hooks/use-cms-texts';

/** What the editor shows of a page's publication (docs/cms.md). */
export type PagePublication = Pick<
  CmsPageFieldsFragment,
  'url' | 'publishedVersion' | 'publishedAt' | 'hasUnpublishedChanges' | 'publishAt'
>;

/** The page's publication, and its url as stored (the address counts once saved). */
export const publicationOf = (page: CmsPageFieldsFragment): PagePublication => ({
  url: page.url,
  publishedVersion: page.publishedVersion,
  publishedAt: page.publishedAt,
  hasUnpublishedChanges: page.hasUnpublishedChanges,
  publishAt: page.publishAt,
});

/** Where the public site shows the page. */
export const liveUrl = (host: string, url: string) => `https://${host}${url}`;

type PublicationState = 'draft' | 'published' | 'changed';

const notifyDone = (message: string) =>
  notifications.show({ message, color: 'teal', withCloseButton: false });

const STATE_COLOURS: Record<PublicationState, string> = {
  draft: 'gray',
  published: 'teal',
  changed: 'yellow',
};

interface PagePublicationViewProps {
  pageId: string;
  /** The site's host, for "view live"; null while unknown. */
  host: string | null;
  publication: PagePublication;
  /** Publishing waits until the editor's changes are stored and valid. */
  canPublish: boolean;
  /** The version the editor holds, sent with publish and discard. */
  currentVersion: () => number;
  onChanged: (page: CmsPageFieldsFragment) => void;
  /** The draft was set back to the published copy: the editor starts over with it. */
  onDiscarded: (page: CmsPageFieldsFragment) => void;
}

/**
 * The page's publication in the editor's header: its state, publish, "view live", and a menu
 * to plan a publication, discard the draft or take the page off the site.
 */
export function PagePublicationView({
  pageId,
  host,
  publication,
  canPublish,
  currentVersion,
  onChanged,
  onDiscarded,
}: PagePublicationViewProps) {
  const { t } = useCmsTexts();
  const { i18n } = useTranslation();
  const [publish, publishing] = useMutation(PublishCmsPageDocument);
  const [unpublish] = useMutation(UnpublishCmsPageDocument);
  const [schedule, scheduling] = useMutation(ScheduleCmsPageDocument);
  const [discard] = useMutation(DiscardCmsPageDraftDocument);
  const [planOpen, setPlanOpen] = useState(false);
  const [planAt, setPlanAt] = useState('');
  const [planError, setPlanError] = useState<string | null>(null);

  const published = publication.publishedVersion != null;
  const { url } = publication;
  const state: PublicationState = !published
    ? 'draft'
    : publication.hasUnpublishedChanges
      ? 'changed'
      : 'published';

  async function publishNow() {
    const answer = await publish({ variables: { id: pageId, version: currentVersion() } });
    if (!answer.data) return;
    notifyDone(t('publication.publishedNotice'));
    onChanged(answer.data.publishCmsPage);
  }

  async function takeOffline() {
    const sure = await confirmAction({
      title: t('publication.unpublish'),
      text: t('publication.unpublishConfirm', { url }),
      confirmLabel: t('publication.unpublish'),
    });
    if (!sure) return;
    const answer = await unpublish({ variables: { id: pageId } });
    if (!answer.data) return;
    notifyDone(t('publication.unpublishedNotice'));
    onChanged(answer.data.unpublishCmsPage);
  }

  async function discardDraft() {
    const sure = await confirmAction({
      title: t('publication.discard'),
      text: t('publication.discardConfirm'),
      confirmLabel: t('publication.discard'),
    });
    if (!sure) return;
    const answer = await discard({ variables: { id: pageId, version: currentVersion() } });
    if (!answer.data) return;
    notifyDone(t('publication.discardedNotice'));
    onDiscarded(answer.data.discardCmsPageDraft);
  }

  async function plan(at: Date | null) {
    setPlanError(null);
    try {
      const answer = await schedule({
        variables: { id: pageId, publishAt: at ? at.toISOString() : null },
      });
      if (!answer.data) return;
      setPlanOpen(false);
      notifyDone(at ? t('publication.scheduledNotice') : t('publication.unscheduledNotice'));
      onChanged(answer.data.scheduleCmsPage);
    } catch (error) {
      const kind = classifyError(error);
      setPlanError(messageText(kind.fields?.publishAt ?? kind.message ?? ''));
    }
  }

  function openPlan() {
    // A suggestion: the next whole hour.
    const next = new Date();
    next.setHours(next.getHours() + 1, 0, 0, 0);
    setPlanAt(
      publication.publishAt ? localDateTime(new Date(publication.publishAt)) : localDateTime(next),
    );
    setPlanError(null);
    setPlanOpen(true);
  }

  const plannedAt = parseLocalDateTime(planAt);
  return (
    <>
      <Badge
        color={STATE_COLOURS[state]}
        variant="light"
        data-testid="publication-state"
        data-state={state}
      >
        {t(`publication.state.${state}`)}
      </Badge>
      {publication.publishAt && (
        <Badge color="blue" variant="light" data-testid="publication-planned">
          {t('publication.plannedFor', {
            at: formatDateTime(publication.publishAt, i18n.language),
          })}
        </Badge>
      )}
      <Button
        data-testid="publish-page"
        disabled={!canPublish || !publication.hasUnpublishedChanges}
        loading={publishing.loading}
        onClick={() => void publishNow().catch(() => undefined)}
      >
        {t('publication.publish')}
      </Button>
      {published && host && (
        <Button
          component="a"
          variant="default"
          href={liveUrl(host, url)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="view-live"
        >
          {t('publication.viewLive')}
        </Button>
      )}
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" data-testid="publication-menu">
            {t('publication.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={openPlan}>{t('publication.schedule')}</Menu.Item>
          {publication.publishAt && (
            <Menu.Item onClick={() => void plan(null)}>{t('publication.unschedule')}</Menu.Item>
          )}
          {published && publication.hasUnpublishedChanges && (
            <Menu.Item
              color="red"
              data-testid="discard-draft"
              onClick={() => void discardDraft().catch(() => undefined)}
            >
              {t('publication.discard')}
            </Menu.Item>
          )}
          {published && (
            <Menu.Item
              color="red"
              data-testid="unpublish-page"
              onClick={() => void takeOffline().catch(() => undefined)}
            >
              {t('publication.unpublish')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={planOpen} onClose={() => setPlanOpen(false)} title={t('publication.schedule')}>
        <Stack>
          <Text size="sm">{t('publication.scheduleHelp')}</Text>
          <DateTimeField
            label={t('publication.publishAt')}
            value={planAt}
            onChange={setPlanAt}
            error={planError}
            minDate={new Date()}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPlanOpen(false)}>
              {t('publication.cancel')}
            </Button>
            <Button
              loading={scheduling.loading}
              disabled={!plannedAt}
              onClick={() => void plan(plannedAt).catch(() => undefined)}
            >
              {t('publication.scheduleConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
