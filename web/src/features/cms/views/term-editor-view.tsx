import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  CmsDomainsDocument,
  CmsPageChoicesDocument,
  CmsTermDocument,
  CreateCmsTermDocument,
  DeleteCmsTermDocument,
  UpdateCmsTermDocument,
  type CmsTermFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { classifyError } from '../../../lib/error-kind';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { useCurrentDomain } from '../hooks/use-current-domain';
import { cmsUrls } from '../urls';
import { PageSelectorView } from './page-selector-view';

/** A term's fields: name, description, product (none: generic) and the page explaining it. */
function TermForm({ term }: { term: CmsTermFieldsFragment | null }) {
  const { t } = useCmsTexts();
  const navigate = useNavigate();
  const [currentDomain] = useCurrentDomain();
  const domains = useQuery(CmsDomainsDocument);
  const choices = useQuery(CmsPageChoicesDocument);
  const [name, setName] = useState(term?.name ?? '');
  const [description, setDescription] = useState(term?.description ?? '');
  const [productId, setProductId] = useState<string | null>(term?.productId ?? null);
  const [page, setPage] = useState(
    term?.pageId ? { id: term.pageId, url: term.pageUrl ?? '' } : null,
  );
  const [choosing, setChoosing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useMutation(CreateCmsTermDocument);
  const [update, updating] = useMutation(UpdateCmsTermDocument);
  const [remove] = useMutation(DeleteCmsTermDocument);
  const selectorDomain = currentDomain ?? domains.data?.cmsDomains.items[0]?.id ?? null;
  const error = (field: string) => (errors[field] ? messageText(errors[field]) : undefined);

  async function save() {
    setErrors({});
    const input = { name, description, productId, pageId: page?.id ?? null };
    try {
      if (term) await update({ variables: { id: term.id, input, version: term.version } });
      else await create({ variables: { input } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      navigate(cmsUrls.terms());
    } catch (failure) {
      setErrors(classifyError(failure).fields ?? {});
    }
  }

  async function drop() {
    if (!term) return;
    const sure = await confirmAction({
      title: t('termEditor.delete'),
      text: t('termEditor.deleteConfirm', { name: term.name }),
      confirmLabel: t('termEditor.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: term.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      navigate(cmsUrls.terms());
    } catch {
      // The error notice says why.
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{term ? term.name : t('termEditor.newTitle')}</Title>
        <Button variant="default" onClick={() => navigate(cmsUrls.terms())}>
          {t('termEditor.back')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack>
          <TextInput
            label={t('term.name')}
            required
            value={name}
            error={error('name')}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Textarea
            label={t('termEditor.description')}
            autosize
            minRows={2}
            value={description}
            error={error('description')}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <Select
            label={t('term.product')}
            placeholder={t('term.generic')}
            clearable
            searchable
            data={(choices.data?.products ?? []).map((p) => ({
              value: String(p.id),
              label: p.name,
            }))}
            value={productId}
            error={error('productId')}
            onChange={setProductId}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('term.page')}
            </Text>
            <Group>
              <Text size="sm" c={page ? undefined : 'dimmed'}>
                {page?.url ?? t('termEditor.noPage')}
              </Text>
              <Button
                size="xs"
                variant="light"
                disabled={!selectorDomain}
                onClick={() => setChoosing(true)}
              >
                {t('termEditor.choosePage')}
              </Button>
              {page && (
                <Button size="xs" variant="subtle" onClick={() => setPage(null)}>
                  {t('termList.clearPage')}
                </Button>
              )}
            </Group>
            {error('pageId') && (
              <Text size="xs" c="red">
                {error('pageId')}
              </Text>
            )}
          </Stack>
          <Group justify="space-between">
            {term ? (
              <Button color="red" variant="light" onClick={() => void drop()}>
                {t('termEditor.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Button loading={creating.loading || updating.loading} onClick={() => void save()}>
              {t('termEditor.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {choosing && selectorDomain && (
        <PageSelectorView
          domainId={selectorDomain}
          selectedId={page?.id ?? null}
          onSelect={(picked) => {
            setPage({ id: picked.id, url: picked.url });
            setChoosing(false);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </Stack>
  );
}

/** /term/new and /term/:id; saving or deleting returns to /term. */
export function TermEditorView() {
  const { t } = useCmsTexts();
  const { id } = useParams();
  const { data, loading } = useQuery(CmsTermDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  if (!id) return <TermForm term={null} />;
  if (loading && !data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!data?.cmsTerm) return <Text c="dimmed">{t('termEditor.notFound')}</Text>;
  return <TermForm key={`${data.cmsTerm.id}-${data.cmsTerm.version}`} term={data.cmsTerm} />;
}
