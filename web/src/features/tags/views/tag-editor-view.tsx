import { Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  CmsDomainsDocument,
  DeleteTagDocument,
  MergeTagDocument,
  TagDocument,
  UpdateTagDocument,
  type TagFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { catalogueMessage, classifyError } from '../../../lib/error-kind';
import { messageText } from '../../../lib/message-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentDomain } from '../../cms';
import { PageSelectorView } from '../../cms';
import { TagMergeDialog } from '../components/tag-merge-dialog';
import { existingTagId } from '../tag-error';
import { tagUrls } from '../urls';

interface BoundPage {
  id: string;
  url: string;
}

/** The form of one tag: its name and bound page; a taken name offers a merge. */
function TagForm({ tag }: { tag: TagFieldsFragment }) {
  const { t } = useTranslation('tags');
  const navigate = useNavigate();
  const client = useApolloClient();
  const [currentDomain] = useCurrentDomain();
  const domains = useQuery(CmsDomainsDocument);
  const [name, setName] = useState(tag.name);
  const [bound, setBound] = useState<BoundPage | null>(
    tag.boundPageId ? { id: tag.boundPageId, url: tag.boundPageUrl ?? '' } : null,
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [mergeWith, setMergeWith] = useState<TagFieldsFragment | null>(null);
  const [update, updating] = useMutation(UpdateTagDocument, { context: { notify: false } });
  const [merge, merging] = useMutation(MergeTagDocument);
  const [remove] = useMutation(DeleteTagDocument);
  const selectorDomain =
    tag.boundPageDomainId ?? currentDomain ?? domains.data?.cmsDomains.items[0]?.id ?? null;

  async function save() {
    setNameError(null);
    try {
      await update({
        variables: {
          id: tag.id,
          input: { name, boundPageId: bound?.id ?? null },
          version: tag.version,
        },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      navigate(tagUrls.list());
    } catch (error) {
      const existingId = existingTagId(error);
      if (existingId) {
        // The name is taken: offer to merge this tag into the one that has it.
        const other = await client.query({
          query: TagDocument,
          variables: { id: existingId },
          fetchPolicy: 'network-only',
        });
        if (other.data?.tag) setMergeWith(other.data.tag);
        else setNameError(messageText('MESSAGE.TAG_ALREADY_EXISTS'));
        return;
      }
      const kind = classifyError(error);
      const field = kind.fields?.name;
      if (field) setNameError(messageText(field));
      notifyError(catalogueMessage(kind, 'MESSAGE.ERROR_OCCURRED'));
    }
  }

  async function mergeInto(existing: TagFieldsFragment, boundPageId: string | null) {
    try {
      await merge({
        variables: { id: tag.id, into: existing.id, boundPageId, version: tag.version },
      });
      setMergeWith(null);
      notifySuccess('MESSAGE.CHANGES_SAVED');
      navigate(tagUrls.list());
    } catch {
      // The error notice says why.
    }
  }

  async function drop() {
    const sure = await confirmAction({
      title: t('editor.delete'),
      text: t('editor.deleteConfirm', { name: tag.name, count: tag.pageCount }),
      confirmLabel: t('editor.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: tag.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      navigate(tagUrls.list());
    } catch {
      // The error notice says why.
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('editor.title', { name: tag.name })}</Title>
        <Button variant="default" onClick={() => navigate(tagUrls.list())}>
          {t('action.back')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack>
          <TextInput
            label={t('field.name')}
            required
            value={name}
            error={nameError}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('field.boundPage')}
            </Text>
            <Group>
              <Text size="sm" c={bound ? undefined : 'dimmed'} data-testid="tag-bound-page">
                {bound?.url ?? t('field.noBoundPage')}
              </Text>
              <Button
                size="xs"
                variant="light"
                disabled={!selectorDomain}
                onClick={() => setChoosing(true)}
              >
                {t('editor.choosePage')}
              </Button>
              {bound && (
                <Button size="xs" variant="subtle" onClick={() => setBound(null)}>
                  {t('editor.unbind')}
                </Button>
              )}
            </Group>
          </Stack>
          <Text size="sm" c="dimmed">
            {t('editor.pageCount', { count: tag.pageCount })}
          </Text>
          <Group justify="space-between">
            <Button color="red" variant="light" onClick={() => void drop()}>
              {t('editor.delete')}
            </Button>
            <Button loading={updating.loading} onClick={() => void save()}>
              {t('action.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {choosing && selectorDomain && (
        <PageSelectorView
          domainId={selectorDomain}
          selectedId={bound?.id ?? null}
          onSelect={(page) => {
            setBound({ id: page.id, url: page.url });
            setChoosing(false);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
      {mergeWith && (
        <TagMergeDialog
          tag={tag}
          existing={mergeWith}
          busy={merging.loading}
          onMerge={(boundPageId) => void mergeInto(mergeWith, boundPageId)}
          onClose={() => setMergeWith(null)}
        />
      )}
    </Stack>
  );
}

/** /tag/:id: edit a tag's name and bound page, merge it into another, delete it. */
export function TagEditorView() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(TagDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  if (loading && !data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!data?.tag) return <NotFound />;
  // A new version read starts the form over.
  return <TagForm key={`${data.tag.id}-${data.tag.version}`} tag={data.tag} />;
}

function NotFound() {
  const { t } = useTranslation('tags');
  return <Text c="dimmed">{t('editor.notFound')}</Text>;
}
