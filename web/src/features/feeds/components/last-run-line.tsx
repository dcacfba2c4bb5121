import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

interface LastRun {
  createdAt: string;
  startedAt?: string | null;
  finishedAt?: string | null;
  offersWritten: number;
}

/** When the feed last ran and the offers it wrote, or that it never ran. */
export function LastRunLine({ run }: { run: LastRun | null | undefined }) {
  const { t, i18n } = useTranslation('feeds');
  if (!run) return <>{t('list.never')}</>;
  return (
    <>
      {t('list.lastRunLine', {
        date: formatDateTime(run.finishedAt ?? run.startedAt ?? run.createdAt, i18n.language),
        offers: run.offersWritten,
      })}
    </>
  );
}
