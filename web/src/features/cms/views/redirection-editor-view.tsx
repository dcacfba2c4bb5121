import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { OUTGOING_PREFIX } from '#domain/cms/redirection-input';
import {
  CmsRedirectionDocument,
  CreateCmsRedirectionDocument,
  DeleteCmsRedirectionDocument,
  SaveCmsRedirectionDocument,
  type CmsRedirectionFieldsFragment,
  type CmsRedirectionInput,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { classifyError } from '../../../lib/error-kind';
import { notifySuccess } from '../../../lib/notify';
import { RedirectionForm, type RedirectionFormValues } from '../components/redirection-form';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { useRouteDomain } from '../hooks/use-current-domain';
import { cmsUrls } from '../urls';
import { PageSelectorView, type PickedPage } from './page-selector-view';
import { useDialogPicker } from './use-dialog-picker';

const EMPTY: RedirectionFormValues = {
  url: '',
  affiliate: false,
  leadsTo: 'address',
  target: '',
  pageId: null,
  pageUrl: null,
  affiliateCompanyId: null,
  temporary: false,
  description: '',
};

function formValues(redirection: CmsRedirectionFieldsFragment): RedirectionFormValues {
  return {
    // An outgoing link's form asks only for the name after /out/.
    url: redirection.affiliate ? redirection.url.slice(OUTGOING_PREFIX.length) : redirection.url,
    affiliate: redirection.affiliate,
    leadsTo: redirection.pageId ? 'page' : 'address',
    target: redirection.target ?? '',
    pageId: redirection.pageId ? String(redirection.pageId) : null,
    pageUrl: redirection.pageUrl ?? null,
    affiliateCompanyId: redirection.affiliateCompany
      ? String(redirection.affiliateCompany.id)
      : null,
    temporary: redirection.temporary,
    description: redirection.description ?? '',
  };
}

function inputOf(values: RedirectionFormValues): CmsRedirectionInput {
  const toPage = !values.affiliate && values.leadsTo === 'page';
  const name = values.url.trim().replace(/^\/?out\//, '');
  return {
    url: values.affiliate ? `${OUTGOING_PREFIX}${name}` : values.url,
    affiliate: values.affiliate,
    target: toPage ? null : values.target,
    pageId: toPage ? values.pageId : null,
    affiliateCompanyId: values.affiliate ? values.affiliateCompanyId : null,
    temporary: !values.affiliate && values.temporary,
    description: values.description || null,
  };
}

/** /domain/:domainId/redirection/new and /:redirectionId; back to /redirection, or /clickouts. */
export function RedirectionEditorView() {
  const { t } = useCmsTexts();
  const { domainId = '', redirectionId } = useParams();
  useRouteDomain(domainId);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isNew = !redirectionId;
  const back =
    searchParams.get('from') === 'clickouts' ? cmsUrls.clickouts() : cmsUrls.redirections();
  const { data, loading } = useQuery(CmsRedirectionDocument, {
    variables: { id: redirectionId ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const [create, creating] = useMutation(CreateCmsRedirectionDocument, {
    refetchQueries: ['CmsRedirections'],
  });
  const [save, saving] = useMutation(SaveCmsRedirectionDocument, {
    refetchQueries: ['CmsRedirections'],
  });
  const [remove, removing] = useMutation(DeleteCmsRedirectionDocument, {
    refetchQueries: ['CmsRedirections'],
  });
  const pages = useDialogPicker<string | null, PickedPage>((current, finish) => (
    <PageSelectorView
      domainId={domainId}
      selectedId={current}
      onSelect={finish}
      onClose={() => finish(undefined)}
    />
  ));
  const redirection = data?.cmsRedirection;

  async function submit(values: RedirectionFormValues) {
    const input = inputOf(values);
    try {
      if (redirection)
        await save({
          variables: { id: String(redirection.id), input, version: redirection.version },
        });
      else await create({ variables: { domainId, input } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      await navigate(back);
      return null;
    } catch (error) {
      return classifyError(error).fields ?? {};
    }
  }

  async function deleteRedirection(found: CmsRedirectionFieldsFragment) {
    const sure = await confirmAction({
      title: t('redirection.delete'),
      text: t('redirection.deleteConfirm', { url: found.url }),
      confirmLabel: t('redirection.delete'),
    });
    if (!sure) return;
    await remove({ variables: { id: String(found.id) } });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await navigate(back);
  }

  if (!isNew && loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!isNew && !redirection) return <Text c="dimmed">{t('redirection.notFound')}</Text>;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{redirection ? redirection.url : t('redirection.new')}</Title>
        <Anchor component={Link} to={back}>
          {back === cmsUrls.clickouts() ? t('clickout.back') : t('redirection.back')}
        </Anchor>
      </Group>
      {redirection && redirection.affiliate && (
        <Text size="sm" c="dimmed">
          {t('redirection.clickCount', { count: redirection.clicks })}
        </Text>
      )}
      <RedirectionForm
        key={redirection ? `${redirection.id}-${redirection.version}` : 'new'}
        initial={redirection ? formValues(redirection) : EMPTY}
        saving={creating.loading || saving.loading}
        submitLabel={isNew ? t('redirection.create') : t('redirection.save')}
        pickPage={async (current) => {
          const page = await pages.pick(current);
          return page && { id: page.id, url: page.url };
        }}
        onSubmit={submit}
      />
      {redirection && (
        <Group>
          <Button
            variant="default"
            color="red"
            loading={removing.loading}
            onClick={() => void deleteRedirection(redirection).catch(() => undefined)}
          >
            {t('redirection.delete')}
          </Button>
        </Group>
      )}
      {pages.dialog}
    </Stack>
  );
}
