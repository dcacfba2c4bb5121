import { Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  CmsAffiliateRedirectionsDocument,
  CreateCmsAffiliateRedirectionDocument,
  type CmsRedirectionFieldsFragment,
} from '../../../gql/graphql';
import { catalogueMessage, classifyError } from '../../../lib/error-kind';
import { notifyError } from '../../../lib/notify';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { RedirectAddForm, type RedirectAddValues } from '../components/redirect-add-form';
import { RedirectTable } from '../components/redirect-table';
import { SelectorPager } from '../components/selector-pager';
import { useCmsTexts } from '../hooks/use-cms-texts';

interface RedirectSelectorViewProps {
  domainId: string;
  onSelect: (redirect: CmsRedirectionFieldsFragment) => void;
  onClose: () => void;
}

/** The redirect selector dialog: the domain's outgoing links, 10 a page by url, and a form to add one. */
export function RedirectSelectorView({ domainId, onSelect, onClose }: RedirectSelectorViewProps) {
  const { t } = useCmsTexts();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const box = useDebouncedSearch(search, (text) => {
    setSearch(text);
    setPage(1);
  });
  const list = useQuery(CmsAffiliateRedirectionsDocument, {
    variables: { domainId, search: search || null, page },
  });
  const [create, creating] = useMutation(CreateCmsAffiliateRedirectionDocument, {
    refetchQueries: ['CmsAffiliateRedirections'],
  });
  const redirects =
    list.data?.cmsAffiliateRedirections ?? list.previousData?.cmsAffiliateRedirections;

  async function add(values: RedirectAddValues): Promise<boolean> {
    setFieldErrors({});
    try {
      await create({
        variables: {
          domainId,
          input: { ...values, description: values.description || null },
        },
        context: { notify: false },
      });
      notifications.show({ message: t('redirect.added'), color: 'teal', withCloseButton: false });
      return true;
    } catch (error) {
      const kind = classifyError(error);
      if (kind.fields) setFieldErrors(kind.fields);
      else notifyError(catalogueMessage(kind, 'MESSAGE.ERROR_OCCURRED'));
      return false;
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('redirect.selectTitle')} size="xl">
      <Stack>
        <TextInput
          label={t('redirect.search')}
          type="search"
          value={box.text}
          onChange={(e) => box.onChange(e.currentTarget.value)}
          onBlur={box.onBlur}
          maw={360}
        />
        <RedirectTable redirects={redirects?.items ?? []} onPick={onSelect} />
        <SelectorPager
          total={redirects?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZES.redirectSelector}
          onPage={setPage}
        />
        <RedirectAddForm fieldErrors={fieldErrors} saving={creating.loading} onAdd={add} />
      </Stack>
    </Modal>
  );
}
