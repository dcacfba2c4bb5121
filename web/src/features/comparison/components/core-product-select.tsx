import { Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ComparisonCoreProductsDocument } from '../../../gql/graphql';

/** Picks a core product (by name); used wherever a screen works on one core product. */
export function CoreProductSelect({
  value,
  onChange,
  label,
  exclude,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
  label?: string;
  exclude?: string;
}) {
  const { t } = useTranslation('comparison');
  const { data } = useQuery(ComparisonCoreProductsDocument);
  const options = (data?.comparisonCoreProducts ?? [])
    .filter((core) => core.id !== exclude)
    .map((core) => ({ value: core.id, label: core.name }));
  return (
    <Select
      label={label ?? t('field.coreProduct')}
      data={options}
      value={value}
      onChange={onChange}
      allowDeselect={false}
      w={260}
    />
  );
}
