import {
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  CmsDomainsDocument,
  CmsRedirectionsDocument,
  DeleteCmsRedirectionDocument,
  type CmsRedirectionFieldsFragment,
  type CmsRedirectionKind,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { currentSearchParams } from '../../../lib/current-search-params';
import { notifySuccess } from '../../../lib/notify';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { RedirectionTable } from '../components/redirection-table';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { useCurrentDomain } from '../hooks/use-current-domain';
import {
  parseRedirectionListParams,
  redirectionListSearch,
  type RedirectionListParams,
} from '../redirection-list-params';
import { cmsUrls } from '../urls';

const PAGE_SIZE = PAGE_SIZES.default;

/** /redirection: a domain's redirections by url, outgoing or internal, searched, 50 a page. */
export function RedirectionListView() {
  const { t } = useCmsTexts();
  const [searchParams, setSearchParams] = useSearchParams();
  const [currentDomain, setCurrentDomain] = useCurrentDomain();
  const domains = useQuery(CmsDomainsDocument);
  const domainItems = domains.data?.cmsDomains.items ?? [];
  const firstDomain = domainItems[0] ? String(domainItems[0].id) : null;
  const params = useMemo(
    () => parseRedirectionListParams(searchParams, currentDomain ?? firstDomain),
    [searchParams, currentDomain, firstDomain],
  );
  const latest = () => parseRedirectionListParams(currentSearchParams(), params.domainId);
  const { data, previousData, refetch } = useQuery(CmsRedirectionsDocument, {
    variables: {
      domainId: params.domainId ?? '',
      kind: params.kind,
      search: params.search.trim() || null,
      page: params.page,
      pageSize: PAGE_SIZE,
    },
    skip: !params.domainId,
    fetchPolicy: 'cache-and-network',
  });
  const [deleteRedirection] = useMutation(DeleteCmsRedirectionDocument);
  const shown = (data ?? previousData)?.cmsRedirections;
  const go = (next: RedirectionListParams) => setSearchParams(redirectionListSearch(next));
  const change = (part: Partial<Omit<RedirectionListParams, 'page'>>) => {
    if (part.domainId) setCurrentDomain(part.domainId);
    go({ ...latest(), ...part, page: 1 });
  };
  const search = useDebouncedSearch(params.search, (text) => change({ search: text }));

  async function remove(row: CmsRedirectionFieldsFragment) {
    const sure = await confirmAction({
      title: t('redirection.delete'),
      text: t('redirection.deleteConfirm', { url: row.url }),
      confirmLabel: t('redirection.delete'),
    });
    if (!sure) return;
    await deleteRedirection({ variables: { id: String(row.id) } });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await refetch();
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('redirection.title')}</Title>
        <Group>
          <Button component={Link} variant="default" to={cmsUrls.clickouts()}>
            {t('clickout.title')}
          </Button>
          {params.domainId && (
            <Button component={Link} to={cmsUrls.newRedirection(params.domainId)}>
              {t('redirection.new')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('page.domain')}
            data={domainItems.map((d) => ({ value: String(d.id), label: d.name }))}
            value={params.domainId}
            allowDeselect={false}
            onChange={(domainId) => domainId && change({ domainId })}
          />
          <TextInput
            label={t('redirection.search')}
            placeholder={t('redirection.searchPlaceholder')}
            type="search"
            value={search.text}
            onChange={(event) => search.onChange(event.currentTarget.value)}
            onBlur={search.onBlur}
          />
          <Input.Wrapper label={t('redirection.kind')}>
            <SegmentedControl
              fullWidth
              value={params.kind}
              onChange={(kind) => change({ kind: kind as CmsRedirectionKind })}
              data={[
                { value: 'ALL', label: t('redirection.kindAll') },
                { value: 'OUTGOING', label: t('redirection.kindOutgoing') },
                { value: 'INTERNAL', label: t('redirection.kindInternal') },
              ]}
            />
          </Input.Wrapper>
        </SimpleGrid>
      </Paper>
      <RedirectionTable
        rows={shown?.items ?? []}
        total={shown?.total ?? 0}
        page={params.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => go({ ...latest(), page })}
        onDelete={(row) => void remove(row).catch(() => undefined)}
      />
    </Stack>
  );
}
