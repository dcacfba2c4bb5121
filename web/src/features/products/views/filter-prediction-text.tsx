import { useTranslation } from 'react-i18next';
import { useFilterPrediction } from '../hooks/use-filter-prediction';
import { toFilterInput, type FilterFormValues } from '../product-form-values';

interface FilterPredictionTextProps {
  companyId: string;
  productId: string;
  filter: FilterFormValues;
}

/** "This filter would have received N leads in the last 30 days", for the filter as edited. */
export function FilterPredictionText({ companyId, productId, filter }: FilterPredictionTextProps) {
  const { t } = useTranslation('products');
  const prediction = useFilterPrediction(companyId, productId, toFilterInput(filter, 0));
  if (prediction.count === null) return <span data-pending="true">{t('prediction.loading')}</span>;
  return (
    <span data-pending={String(prediction.pending)} data-count={prediction.count}>
      {t('prediction.text', { count: prediction.count, days: prediction.days ?? 30 })}
    </span>
  );
}
