import { List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CmsPublicationAction } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { useCmsTexts } from '../hooks/use-cms-texts';

export interface PublicationRow {
  id: string | number;
  action: CmsPublicationAction;
  version?: number | null;
  publishAt?: string | null;
  userName?: string | null;
  createdAt: string;
}

/** What happened to the page's publication, newest first: what, by whom and when. */
export function PublicationList({ rows }: { rows: PublicationRow[] }) {
  const { t } = useCmsTexts();
  const { i18n } = useTranslation();
  const when = (value: string) => formatDateTime(value, i18n.language);
  return (
    <div data-testid="publication-list">
      <Title order={4} mb="xs">
        {t('historyPublication.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('historyPublication.empty')}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {rows.map((row) => {
            const key =
              row.action === 'published' && row.publishAt ? 'publishedPlanned' : row.action;
            const what = t(`historyPublication.action.${key}`, {
              version: row.version ?? '',
              at: row.publishAt ? when(row.publishAt) : '',
            });
            const who = t('historyPublication.by', {
              name: row.userName ?? t('history.unknownUser'),
            });
            return (
              <List.Item key={row.id} data-testid="publication-row">
                {when(row.createdAt)}: {what} {who}
              </List.Item>
            );
          })}
        </List>
      )}
    </div>
  );
}
