import { Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { CmsPageChoicesDocument, CmsTermsDocument } from '../../../gql/graphql';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { SelectorPager } from '../components/selector-pager';
import { TermTable, type SelectableTerm } from '../components/term-table';
import { useCmsTexts } from '../hooks/use-cms-texts';

const GENERIC = 'generic';

interface TermSelectorViewProps {
  onSelect: (term: SelectableTerm) => void;
  onClose: () => void;
}

/** The term selector dialog: glossary terms searched by name, filtered by product, paged. */
export function TermSelectorView({ onSelect, onClose }: TermSelectorViewProps) {
  const { t } = useCmsTexts();
  const [search, setSearch] = useState('');
  const [product, setProduct] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const box = useDebouncedSearch(search, (text) => {
    setSearch(text);
    setPage(1);
  });
  const choices = useQuery(CmsPageChoicesDocument);
  const terms = useQuery(CmsTermsDocument, {
    variables: {
      search: search || null,
      productId: product && product !== GENERIC ? product : null,
      generic: product === GENERIC,
      page,
      pageSize: PAGE_SIZES.default,
    },
  });
  const list = terms.data?.cmsTerms ?? terms.previousData?.cmsTerms;
  return (
    <Modal opened onClose={onClose} title={t('term.selectTitle')} size="xl">
      <Stack>
        <Group grow align="flex-end">
          <TextInput
            label={t('term.search')}
            type="search"
            value={box.text}
            onChange={(e) => box.onChange(e.currentTarget.value)}
            onBlur={box.onBlur}
          />
          <Select
            label={t('term.product')}
            placeholder={t('term.allProducts')}
            clearable
            searchable
            data={[
              { value: GENERIC, label: t('term.generic') },
              ...(choices.data?.products ?? []).map((p) => ({
                value: String(p.id),
                label: p.name,
              })),
            ]}
            value={product}
            onChange={(value) => {
              setProduct(value);
              setPage(1);
            }}
          />
        </Group>
        <TermTable terms={list?.items ?? []} onPick={onSelect} />
        <SelectorPager
          total={list?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZES.default}
          onPage={setPage}
        />
      </Stack>
    </Modal>
  );
}
