import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ATTENTION_BLOCK_TYPES } from '#domain/cms/attention-block-types';
import { ENERGY_LABELS } from '#domain/cms/content-block-kinds';
import { fieldError } from './field-error';
import { HyperlinksField } from './hyperlinks-field';
import type { KindFieldsProps } from './kind-fields-props';
import { RichTextField } from './rich-text-field';
import { errorsUnder } from '../../page-form-values';

/** Text blocks: rich text. */
export function TextBlockFields({ block, errors, onChange }: KindFieldsProps<'TextBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <RichTextField
      label={t('block.content')}
      value={block.content}
      error={fieldError(errors, 'content')}
      onChange={(content) => onChange({ ...block, content })}
    />
  );
}

/** Call to action: text and buttons. */
export function CtaBlockFields({ block, errors, onChange }: KindFieldsProps<'CtaBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <>
      <RichTextField
        label={t('block.content')}
        value={block.content}
        error={fieldError(errors, 'content')}
        onChange={(content) => onChange({ ...block, content })}
      />
      <HyperlinksField
        legend={t('block.buttons')}
        links={block.hyperlinks}
        max={10}
        errors={errorsUnder(errors, 'hyperlinks.')}
        onChange={(hyperlinks) => onChange({ ...block, hyperlinks })}
      />
    </>
  );
}

/** Attention block: its type (tip, warning, …, shown in its colour) and text. */
export function AttentionBlockFields({
  block,
  errors,
  onChange,
}: KindFieldsProps<'AttentionBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <>
      <Select
        label={t('block.attentionType')}
        allowDeselect={false}
        data={ATTENTION_BLOCK_TYPES.map((type) => ({
          value: String(type.code),
          label: t(`attentionType.${type.name}`),
        }))}
        value={String(block.attention_type)}
        error={fieldError(errors, 'attention_type')}
        onChange={(value) => onChange({ ...block, attention_type: Number(value ?? 0) })}
      />
      <RichTextField
        label={t('block.content')}
        required
        value={block.content}
        error={fieldError(errors, 'content')}
        onChange={(content) => onChange({ ...block, content })}
      />
    </>
  );
}

/** Energy label: the class and a text. */
export function EnergyLabelBlockFields({
  block,
  errors,
  onChange,
}: KindFieldsProps<'EnergyLabelBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <>
      <Select
        label={t('block.energyLabel')}
        clearable
        data={[...ENERGY_LABELS]}
        value={block.energy_label}
        error={fieldError(errors, 'energy_label')}
        onChange={(value) =>
          onChange({ ...block, energy_label: value as (typeof ENERGY_LABELS)[number] | null })
        }
      />
      <RichTextField
        label={t('block.content')}
        value={block.content}
        error={fieldError(errors, 'content')}
        onChange={(content) => onChange({ ...block, content })}
      />
    </>
  );
}
