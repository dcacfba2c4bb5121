import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useCmsTexts } from '../hooks/use-cms-texts';

interface UploadSearchProps {
  search: string;
  onSearch: (text: string) => void;
}

/** The search box of the upload grid (500 ms after the last key stroke). */
export function UploadSearch({ search, onSearch }: UploadSearchProps) {
  const { t } = useCmsTexts();
  const box = useDebouncedSearch(search, onSearch);
  return (
    <TextInput
      label={t('upload.search')}
      placeholder={t('upload.searchPlaceholder')}
      type="search"
      value={box.text}
      onChange={(e) => box.onChange(e.currentTarget.value)}
      onBlur={box.onBlur}
      maw={360}
    />
  );
}

interface UploadPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** "1–28 van 40 bestanden" and the pages. */
export function UploadPager({ total, page, pageSize, onPage }: UploadPagerProps) {
  const { t } = useCmsTexts();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <Group justify="space-between">
      <Text size="sm" data-testid="upload-total">
        {t('upload.total', { first, last: Math.min(total, page * pageSize), total })}
      </Text>
      <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} />
    </Group>
  );
}
