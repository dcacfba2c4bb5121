import { Button, Group, NumberInput, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockChoices } from './block-choices';
import { fieldError } from './field-error';
import type { KindFieldsProps } from './kind-fields-props';
import { QuoteFormComposer } from './quote-form-composer';

/** Both quote-form blocks: a summary, composed in the quote form composer. */
export function QuoteFormBlockFields({
  block,
  errors,
  onChange,
}: KindFieldsProps<'QuoteFormBlock' | 'QuoteFormV2Block'>) {
  const { t } = useTranslation('cms');
  const { products } = useBlockChoices();
  const [composing, setComposing] = useState(false);
  const product = products.find((p) => p.value === String(block.product_id))?.label;
  const problem = fieldError(errors, 'product_id') ?? fieldError(errors, 'steps');
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c={problem ? 'red' : undefined} data-testid="quote-form-summary">
          {t('block.quoteFormSummary', {
            product: product ?? t('block.noProduct'),
            count: block.steps,
          })}
          {block.region_first ? ` · ${t('block.regionFirst')}` : ''}
          {problem ? ` (${problem})` : ''}
        </Text>
        <Button size="xs" variant="light" onClick={() => setComposing(true)}>
          {t('block.composeQuoteForm')}
        </Button>
      </Group>
      {composing && (
        <QuoteFormComposer
          settings={block}
          products={products}
          onClose={() => setComposing(false)}
          onApply={(settings) => {
            onChange({ ...block, ...settings });
            setComposing(false);
          }}
        />
      )}
    </>
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
