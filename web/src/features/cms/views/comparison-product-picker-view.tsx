import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { COMPARISON_PICKER_PAGE_SIZE } from '#domain/cms/comparison-product-picker';
import {
  CmsComparisonProductsDocument,
  type CmsComparisonProductFieldsFragment,
} from '../../../gql/graphql';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { ComparisonProductTable } from '../components/comparison-product-table';
import { SelectorPager } from '../components/selector-pager';
import { useCmsTexts } from '../hooks/use-cms-texts';

export interface ComparisonProductPickerArgs {
  /** The EANs the field holds already. */
  chosen: string[];
  /** A list takes several products (the dialog stays open); a single field one. */
  multiple: boolean;
}

interface ComparisonProductPickerViewProps extends ComparisonProductPickerArgs {
  onDone: (picked: CmsComparisonProductFieldsFragment[]) => void;
  onClose: () => void;
}

/** The comparison product picker: the catalogue searched by name, brand or EAN, 10 a page. */
export function ComparisonProductPickerView({
  chosen,
  multiple,
  onDone,
  onClose,
}: ComparisonProductPickerViewProps) {
  const { t } = useCmsTexts();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<CmsComparisonProductFieldsFragment[]>([]);
  const box = useDebouncedSearch(search, (text) => {
    setSearch(text);
    setPage(1);
  });
  const products = useQuery(CmsComparisonProductsDocument, {
    variables: { search: search || null, page },
  });
  const list = products.data?.cmsComparisonProducts ?? products.previousData?.cmsComparisonProducts;
  const taken = useMemo(
    () => new Set([...chosen, ...picked.map((product) => product.ean)]),
    [chosen, picked],
  );
  const pick = (product: CmsComparisonProductFieldsFragment) => {
    if (!multiple) onDone([product]);
    else setPicked((current) => [...current, product]);
  };
  return (
    <Modal
      opened
      onClose={() => (picked.length > 0 ? onDone(picked) : onClose())}
      title={t('productPicker.title')}
      size="xl"
    >
      <Stack>
        <TextInput
          label={t('productPicker.search')}
          placeholder={t('productPicker.searchPlaceholder')}
          type="search"
          data-autofocus
          value={box.text}
          onChange={(e) => box.onChange(e.currentTarget.value)}
          onBlur={box.onBlur}
        />
        <ComparisonProductTable
          products={list?.items ?? []}
          chosen={taken}
          loading={products.loading}
          onPick={pick}
        />
        <SelectorPager
          total={list?.total ?? 0}
          page={page}
          pageSize={COMPARISON_PICKER_PAGE_SIZE}
          onPage={setPage}
        />
        {multiple && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="product-picker-count">
              {t('productPicker.added', { count: picked.length })}
            </Text>
            <Button onClick={() => onDone(picked)}>{t('productPicker.done')}</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
