import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLICKOUT_TYPES, type ClickoutType } from '#domain/cms/content-block-kinds';
import { errorsUnder } from '../../page-form-values';
import { ComparisonProductsField } from './comparison-products-field';
import { fieldError } from './field-error';
import { HyperlinksField } from './hyperlinks-field';
import type { KindFieldsProps } from './kind-fields-props';

/** Click-out: the default table, own links under a heading, or one product by EAN. */
export function ClickoutBlockFields({ block, errors, onChange }: KindFieldsProps<'ClickoutBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('block.clickoutType')}
      </Text>
      <SegmentedControl
        data={CLICKOUT_TYPES.map((type) => ({ value: type, label: t(`clickoutType.${type}`) }))}
        value={block.clickout_type}
        onChange={(value) => onChange({ ...block, clickout_type: value as ClickoutType })}
      />
      {block.clickout_type === 'default' && (
        <TextInput
          label={t('block.defaultTable')}
          value={block.default_table}
          error={fieldError(errors, 'default_table')}
          onChange={(e) => onChange({ ...block, default_table: e.currentTarget.value })}
        />
      )}
      {block.clickout_type === 'custom' && (
        <>
          <TextInput
            label={t('block.tableHeading')}
            value={block.table_heading}
            error={fieldError(errors, 'table_heading')}
            onChange={(e) => onChange({ ...block, table_heading: e.currentTarget.value })}
          />
          <HyperlinksField
            legend={t('block.clickoutLinks')}
            links={block.clickout_links}
            errors={errorsUnder(errors, 'clickout_links.')}
            onChange={(clickout_links) => onChange({ ...block, clickout_links })}
          />
        </>
      )}
      {block.clickout_type === 'ean' && (
        <ComparisonProductsField
          label={t('block.product')}
          eans={block.ean ? [block.ean] : []}
          multiple={false}
          errors={errors.ean ? { '': errors.ean } : {}}
          onChange={([ean]) => onChange({ ...block, ean: ean ?? null })}
        />
      )}
    </Stack>
  );
}

/** Comparison: the products compared, by EAN. */
export function ComparisonBlockFields({
  block,
  errors,
  onChange,
}: KindFieldsProps<'ComparisonBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <ComparisonProductsField
      label={t('block.products')}
      multiple
      eans={block.eans}
      errors={errorsUnder(errors, 'eans.')}
      onChange={(eans) => onChange({ ...block, eans })}
    />
  );
}

/** Best products: the products ranked, by EAN. */
export function BestProductsBlockFields({
  block,
  errors,
  onChange,
}: KindFieldsProps<'BestProductsBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <ComparisonProductsField
      label={t('block.products')}
      multiple
      eans={block.eans}
      errors={errorsUnder(errors, 'eans.')}
      onChange={(eans) => onChange({ ...block, eans })}
    />
  );
}

/** Comparison brand: the brand keyword. */
export function ComparisonBrandBlockFields({
  block,
  errors,
  onChange,
}: KindFieldsProps<'ComparisonBrandBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <TextInput
      label={t('block.brand')}
      value={block.brand}
      error={fieldError(errors, 'brand')}
      onChange={(e) => onChange({ ...block, brand: e.currentTarget.value })}
    />
  );
}
