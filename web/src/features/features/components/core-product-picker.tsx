import { Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FeatureCoreProductsDocument } from '../../../gql/graphql';
import { currentSearchParams } from '../../../lib/current-search-params';

const PARAM = 'coreProduct';

/**
 * The core product a screen works on, kept in the address (?coreProduct=id) so a reload
 * or a shared link shows the same; the first core product until one is picked.
 */
export function useCoreProductChoice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { data } = useQuery(FeatureCoreProductsDocument);
  const options = data?.comparisonCoreProducts ?? [];
  const asked = searchParams.get(PARAM);
  const chosen = options.find((option) => option.id === asked)?.id ?? options[0]?.id ?? null;

  function choose(id: string | null, replace = false) {
    const next = currentSearchParams();
    if (id) next.set(PARAM, id);
    else next.delete(PARAM);
    setSearchParams(next, { replace });
  }

  // Remember the default in the address too, without a history entry.
  useEffect(() => {
    if (chosen && asked !== chosen) choose(chosen, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the choice settles
  }, [chosen, asked]);

  return { coreProductId: chosen, options, choose, loaded: data !== undefined };
}

/** The core product select of the features screens. */
export function CoreProductPicker({
  value,
  options,
  onChange,
}: {
  value: string | null;
  options: readonly { id: string; name: string }[];
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('features');
  return (
    <Select
      label={t('coreProduct.label')}
      data={options.map((option) => ({ value: option.id, label: option.name }))}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      w={260}
    />
  );
}
