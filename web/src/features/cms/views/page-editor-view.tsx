import { Button, Center, Group, Loader, Select, Text } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  CmsDomainsDocument,
  CmsPageEditorDocument,
  CreateCmsPageDocument,
  DeleteCmsPageDocument,
  SaveCmsPageDocument,
  type CmsPageFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { classifyError } from '../../../lib/error-kind';
import { notifySuccess } from '../../../lib/notify';
import { PageEditor } from '../components/page-editor';
import { PageHistoryView } from './page-history-view';
import { PagePublicationView, publicationOf } from './page-publication-view';
import { useImagePicker } from './use-image-picker';
import { useLinkPickers } from './use-link-pickers';
import { useProductPicker } from './use-product-picker';
import { SaveStateBadge } from '../components/save-state-badge';
import { useAutosave } from '../hooks/use-autosave';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { useRouteDomain } from '../hooks/use-current-domain';
import { usePageChoices } from '../hooks/use-page-choices';
import { useTagChoices } from '../hooks/use-tag-choices';
import {
  formErrorKey,
  newPageValues,
  pageFormValues,
  pageValueErrors,
  toCmsPageInput,
  type PageFormValues,
} from '../page-form-values';
import { cmsUrls } from '../urls';

const serverFieldErrors = (error: unknown) =>
  Object.fromEntries(
    Object.entries(classifyError(error).fields ?? {}).map(([key, value]) => [
      formErrorKey(key),
      value,
    ]),
  );

const NO_ERRORS: Record<string, string> = {};

/** An existing page: every valid change is saved 500 ms after the last one. */
function ExistingPageEditor({
  domainId,
  host,
  page,
  onReload,
  onRestored,
}: {
  domainId: string;
  /** The site's host, for "view live". */
  host: string | null;
  page: CmsPageFieldsFragment;
  onReload: () => void;
  onRestored: (page: CmsPageFieldsFragment) => void;
}) {
  const { t } = useCmsTexts();
  const navigate = useNavigate();
  const images = useImagePicker(domainId);
  const links = useLinkPickers(domainId);
  const tags = useTagChoices(String(page.id));
  const products = useProductPicker();
  const { authors, choices } = usePageChoices(domainId, {
    ...links,
    ...tags,
    pickImage: images.pickImage,
    pickProducts: products.pickProducts,
    productsByEan: products.productsByEan,
  });
  const [values, setValues] = useState(() => pageFormValues(page));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [outdated, setOutdated] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // Saves change the draft only; the header shows whether and what the public sees.
  const [publication, setPublication] = useState(() => publicationOf(page));
  const version = useRef(page.version);
  const [savePage] = useMutation(SaveCmsPageDocument);
  const [deletePage] = useMutation(DeleteCmsPageDocument);
  const clientErrors = useMemo(() => pageValueErrors(values), [values]);

  const save = useCallback(
    async (next: PageFormValues) => {
      try {
        const answer = await savePage({
          variables: { id: String(page.id), input: toCmsPageInput(next), version: version.current },
        });
        if (answer.data) {
          version.current = answer.data.saveCmsPage.version;
          setPublication(publicationOf(answer.data.saveCmsPage));
        }
        setServerErrors({});
        return true;
      } catch (error) {
        const kind = classifyError(error);
        if (kind.status === 409) setOutdated(true);
        setServerErrors(serverFieldErrors(error));
        return false;
      }
    },
    [page.id, savePage],
  );
  const autosave = useAutosave(save);
  const invalid = Object.keys(clientErrors).length > 0;
  const edited = useRef(false);

  // Handed to every field as the same function: a change applies to the newest values.
  const update = useCallback((recipe: (current: PageFormValues) => PageFormValues) => {
    edited.current = true;
    setValues(recipe);
  }, []);
  // Every edit that passes the schema is saved (500 ms after the last one); checked once per change.
  const changed = autosave.changed;
  useEffect(() => {
    if (edited.current && !outdated && !invalid) changed(values);
  }, [values, invalid, outdated, changed]);

  async function remove() {
    const sure = await confirmAction({
      title: t('page.delete'),
      text: t('page.deleteConfirm', { url: values.url }),
      confirmLabel: t('page.delete'),
    });
    if (!sure) return;
    await deletePage({ variables: { id: String(page.id) } });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await navigate(cmsUrls.pages());
  }

  return (
    <>
      {images.selector}
      {links.dialogs}
      {products.dialog}
      <PageHistoryView
        pageId={String(page.id)}
        opened={historyOpen}
        canRestore={autosave.state === 'saved' && !outdated}
        currentVersion={() => version.current}
        onClose={() => setHistoryOpen(false)}
        onRestored={onRestored}
      />
      <PageEditor
        title={values.url || t('page.untitled')}
        values={values}
        errors={{ ...serverErrors, ...clientErrors }}
        authors={authors}
        choices={choices}
        outdated={outdated}
        onReload={onReload}
        onUpdate={update}
        status={
          <>
            <SaveStateBadge state={invalid ? 'invalid' : autosave.state} />
            <PagePublicationView
              pageId={String(page.id)}
              host={host}
              publication={publication}
              canPublish={autosave.state === 'saved' && !invalid && !outdated}
              currentVersion={() => version.current}
              onChanged={(next) => setPublication(publicationOf(next))}
              onDiscarded={onRestored}
            />
          </>
        }
        actions={
          <>
            <Button variant="default" onClick={() => setHistoryOpen(true)}>
              {t('history.open')}
            </Button>
            <Button
              variant="default"
              color="red"
              onClick={() => void remove().catch(() => undefined)}
            >
              {t('page.delete')}
            </Button>
          </>
        }
      />
    </>
  );
}

/**
 * A new page: the defaults (domain/cms/new-page.ts), stored with the create button, then edited as
 * any page. It is made on the route's domain (the page list's filter, or the current
 * domain), named in the title; choosing another one changes the route and keeps the form.
 */
function NewPageEditor({ domainId }: { domainId: string }) {
  const { t } = useCmsTexts();
  const navigate = useNavigate();
  const domains = useQuery(CmsDomainsDocument);
  const domainChoices = (domains.data?.cmsDomains.items ?? []).map((domain) => ({
    value: String(domain.id),
    label: domain.name,
  }));
  const domainName = domainChoices.find((domain) => domain.value === domainId)?.label;
  const images = useImagePicker(domainId);
  const links = useLinkPickers(domainId);
  const tags = useTagChoices(null);
  const products = useProductPicker();
  const { authors, choices } = usePageChoices(domainId, {
    ...links,
    ...tags,
    pickImage: images.pickImage,
    pickProducts: products.pickProducts,
    productsByEan: products.productsByEan,
  });
  const [values, setValues] = useState(newPageValues);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  // Stored: the stored page's editor takes over once its screen and the page are loaded;
  // until then the form is gone, so nothing is typed into a form about to be dropped.
  const [stored, setStored] = useState(false);
  const [createPage, creating] = useMutation(CreateCmsPageDocument, {
    refetchQueries: ['CmsPages'],
  });
  const clientErrors = useMemo(() => pageValueErrors(values), [values]);
  const update = useCallback((recipe: (current: PageFormValues) => PageFormValues) => {
    setValues(recipe);
    setServerErrors(NO_ERRORS);
  }, []);

  async function create() {
    setTried(true);
    if (Object.keys(clientErrors).length > 0) return;
    try {
      const answer = await createPage({ variables: { domainId, input: toCmsPageInput(values) } });
      if (!answer.data) return;
      setStored(true);
      notifySuccess('MESSAGE.CHANGES_SAVED');
      await navigate(cmsUrls.page(domainId, answer.data.createCmsPage.id), { replace: true });
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
    }
  }

  if (stored)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <>
      {images.selector}
      {links.dialogs}
      {products.dialog}
      <PageEditor
        title={domainName ? t('page.newOn', { domain: domainName }) : t('page.new')}
        values={values}
        errors={tried ? { ...serverErrors, ...clientErrors } : serverErrors}
        authors={authors}
        choices={choices}
        outdated={false}
        onReload={() => undefined}
        onUpdate={update}
        status={
          <Group align="flex-end">
            <Select
              label={t('page.domain')}
              data={domainChoices}
              value={domainId}
              allowDeselect={false}
              w={240}
              onChange={(next) => {
                if (next && next !== domainId)
                  void navigate(cmsUrls.newPage(next), { replace: true });
              }}
            />
            <Button
              loading={creating.loading}
              onClick={() => void create()}
              data-testid="create-page"
            >
              {t('page.create')}
            </Button>
          </Group>
        }
      />
    </>
  );
}

/** /domain/:domainId/page/new and /domain/:domainId/page/:pageId; the domain becomes the current one. */
export function PageEditorView({ isNew = false }: { isNew?: boolean }) {
  const { t } = useCmsTexts();
  const { domainId = '', pageId = '' } = useParams();
  useRouteDomain(domainId);
  const client = useApolloClient();
  // A page read again or restored replaces the one first loaded and the editor starts over.
  // (Not on the cache's own updates: each autosave answers with the page, and a new
  // editor then would drop what is being typed.)
  const [fresh, setFresh] = useState<{ page: CmsPageFieldsFragment | null; generation: number }>({
    page: null,
    generation: 0,
  });
  const startOver = (next: CmsPageFieldsFragment | null | undefined) =>
    setFresh((current) => ({ page: next ?? null, generation: current.generation + 1 }));
  const { data, loading } = useQuery(CmsPageEditorDocument, {
    variables: { id: pageId },
    skip: isNew || !pageId,
    fetchPolicy: 'network-only',
  });
  if (isNew) return <NewPageEditor domainId={domainId} />;
  if (loading || (!data && pageId))
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const page =
    fresh.page !== null && fresh.page.id === data?.cmsPage?.id ? fresh.page : data?.cmsPage;
  if (!page) return <Text c="dimmed">{t('page.notFound')}</Text>;
  return (
    <ExistingPageEditor
      key={`${page.id}-${fresh.generation}`}
      domainId={domainId}
      host={data?.cmsPage?.domain.host ?? null}
      page={page}
      onRestored={startOver}
      onReload={() => {
        void client
          .query({
            query: CmsPageEditorDocument,
            variables: { id: pageId },
            fetchPolicy: 'network-only',
          })
          .then((answer) => startOver(answer.data?.cmsPage));
      }}
    />
  );
}
