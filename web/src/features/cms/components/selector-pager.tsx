import { Group, Pagination, Text } from '@mantine/core';
import { useCmsTexts } from '../hooks/use-cms-texts';

interface SelectorPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** "1–10 van 12" and the pages, under a selector's table. */
export function SelectorPager({ total, page, pageSize, onPage }: SelectorPagerProps) {
  const { t } = useCmsTexts();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" data-testid="selector-total">
        {t('selector.total', { first, last: Math.min(total, page * pageSize), total })}
      </Text>
      <Pagination size="sm" total={pages} value={Math.min(page, pages)} onChange={onPage} />
    </Group>
  );
}
