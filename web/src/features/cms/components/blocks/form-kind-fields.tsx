import { Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlockChoices } from './block-choices';
import { fieldError } from './field-error';
import type { KindFieldsProps } from './kind-fields-props';

/** Both quote-form blocks: the product, the number of steps, region first or not. */
export function QuoteFormBlockFields({
  block,
  errors,
  onChange,
}: KindFieldsProps<'QuoteFormBlock' | 'QuoteFormV2Block'>) {
  const { t } = useTranslation('cms');
  const { products } = useBlockChoices();
  return (
    <Group grow align="flex-start">
      <Select
        label={t('block.product')}
        data={products}
        searchable
        clearable
        value={block.product_id === null ? null : String(block.product_id)}
        error={fieldError(errors, 'product_id')}
        onChange={(value) => onChange({ ...block, product_id: value ? Number(value) : null })}
      />
      <NumberInput
        label={t('block.steps')}
        min={1}
        max={10}
        allowDecimal={false}
        value={block.steps}
        error={fieldError(errors, 'steps')}
        onChange={(value) => onChange({ ...block, steps: Number(value) || 1 })}
      />
      <Switch
        mt={30}
        label={t('block.regionFirst')}
        checked={block.region_first}
        onChange={(e) => onChange({ ...block, region_first: e.currentTarget.checked })}
      />
    </Group>
  );
}

/** Video: address, whether the title shows, where playing starts. */
export function VideoBlockFields({ block, errors, onChange }: KindFieldsProps<'VideoBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <Group grow align="flex-start">
      <TextInput
        label={t('block.videoUrl')}
        value={block.url}
        error={fieldError(errors, 'url')}
        onChange={(e) => onChange({ ...block, url: e.currentTarget.value })}
      />
      <NumberInput
        label={t('block.startAt')}
        min={0}
        allowDecimal={false}
        value={block.start_at}
        error={fieldError(errors, 'start_at')}
        onChange={(value) => onChange({ ...block, start_at: Number(value) || 0 })}
      />
      <Switch
        mt={30}
        label={t('block.showTitle')}
        checked={block.show_title}
        onChange={(e) => onChange({ ...block, show_title: e.currentTarget.checked })}
      />
    </Group>
  );
}
