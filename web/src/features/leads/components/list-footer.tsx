import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListFooterProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** "1–50 van 312 leads" and the pages. */
export function ListFooter({ total, page, pageSize, onPage }: ListFooterProps) {
  const { t } = useTranslation('leads');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" data-testid="lead-total">
        {t('list.total', { first, last, total })}
      </Text>
      <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} />
    </Group>
  );
}
