import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CHART_TYPES,
  NAVIGATION_FILL_TYPES,
  NAVIGATION_LIST_TYPES,
} from '#domain/cms/content-block-kinds';
import { errorsUnder } from '../../page-form-values';
import { fieldError } from './field-error';
import { HyperlinksField } from './hyperlinks-field';
import { ImageField } from './image-field';
import type { KindFieldsProps } from './kind-fields-props';
import { RichTextField } from './rich-text-field';
import { RowsField } from './rows-field';

/** Images: per image its upload, alternative text and caption. */
export function ImageBlockFields({ block, errors, onChange }: KindFieldsProps<'ImageBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <RowsField
      legend={t('block.images')}
      rows={block.images}
      max={20}
      create={() => ({ image_id: null, alt: '', caption: '' })}
      onChange={(images) => onChange({ ...block, images })}
      render={(image, change, index) => (
        <Group grow align="flex-start">
          <ImageField
            label={t('block.image')}
            value={image.image_id}
            error={fieldError(errors, `images.${index}.image_id`)}
            onChange={(image_id) => change({ ...image, image_id })}
          />
          <TextInput
            label={t('block.alt')}
            value={image.alt}
            error={fieldError(errors, `images.${index}.alt`)}
            onChange={(e) => change({ ...image, alt: e.currentTarget.value })}
          />
          <TextInput
            label={t('block.caption')}
            value={image.caption}
            error={fieldError(errors, `images.${index}.caption`)}
            onChange={(e) => change({ ...image, caption: e.currentTarget.value })}
          />
        </Group>
      )}
    />
  );
}

/** Examples: title, text and an image each. */
export function ExampleBlockFields({ block, errors, onChange }: KindFieldsProps<'ExampleBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <RowsField
      legend={t('block.examples')}
      rows={block.examples}
      max={30}
      create={() => ({ title: '', content: '', image_id: null })}
      onChange={(examples) => onChange({ ...block, examples })}
      render={(example, change, index) => (
        <>
          <Group grow align="flex-start">
            <TextInput
              label={t('block.exampleTitle')}
              value={example.title}
              error={fieldError(errors, `examples.${index}.title`)}
              onChange={(e) => change({ ...example, title: e.currentTarget.value })}
            />
            <ImageField
              label={t('block.image')}
              value={example.image_id}
              error={fieldError(errors, `examples.${index}.image_id`)}
              onChange={(image_id) => change({ ...example, image_id })}
            />
          </Group>
          <RichTextField
            label={t('block.content')}
            value={example.content}
            error={fieldError(errors, `examples.${index}.content`)}
            onChange={(content) => change({ ...example, content })}
          />
        </>
      )}
    />
  );
}

/** Navigation list: its layout, where the site fills it from, and own links. */
export function NavigationListFields({
  block,
  errors,
  onChange,
}: KindFieldsProps<'NavigationList'>) {
  const { t } = useTranslation('cms');
  return (
    <>
      <Group grow align="flex-start">
        <Select
          label={t('block.listType')}
          allowDeselect={false}
          data={NAVIGATION_LIST_TYPES.map((type) => ({
            value: String(type),
            label: t('block.listTypeN', { n: type }),
          }))}
          value={String(block.list_type)}
          error={fieldError(errors, 'list_type')}
          onChange={(value) => onChange({ ...block, list_type: Number(value ?? 0) })}
        />
        <Select
          label={t('block.fillType')}
          allowDeselect={false}
          data={NAVIGATION_FILL_TYPES.map((type) => ({
            value: type,
            label: t(`fillType.${type}`),
          }))}
          value={block.fill_type}
          error={fieldError(errors, 'fill_type')}
          onChange={(value) =>
            onChange({ ...block, fill_type: (value ?? 'none') as typeof block.fill_type })
          }
        />
      </Group>
      <HyperlinksField
        legend={t('block.links')}
        links={block.hyperlinks}
        max={100}
        errors={errorsUnder(errors, 'hyperlinks.')}
        onChange={(hyperlinks) => onChange({ ...block, hyperlinks })}
      />
    </>
  );
}

/** Navigation buttons: links shown as buttons. */
export function NavigationButtonsFields({
  block,
  errors,
  onChange,
}: KindFieldsProps<'NavigationButtons'>) {
  const { t } = useTranslation('cms');
  return (
    <HyperlinksField
      legend={t('block.buttons')}
      links={block.hyperlinks}
      max={20}
      errors={errorsUnder(errors, 'hyperlinks.')}
      onChange={(hyperlinks) => onChange({ ...block, hyperlinks })}
    />
  );
}

/** Chart: its type and the labelled values. */
export function ChartBlockFields({ block, errors, onChange }: KindFieldsProps<'ChartBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <>
      <Select
        label={t('block.chartType')}
        allowDeselect={false}
        data={CHART_TYPES.map((type) => ({ value: type, label: t(`chartType.${type}`) }))}
        value={block.chart_type}
        onChange={(value) =>
          onChange({ ...block, chart_type: (value ?? 'bar') as typeof block.chart_type })
        }
      />
      <RowsField
        legend={t('block.chartItems')}
        rows={block.chart_items}
        create={() => ({ label: '', value: 0 })}
        onChange={(chart_items) => onChange({ ...block, chart_items })}
        render={(item, change, index) => (
          <Group grow align="flex-start">
            <TextInput
              label={t('block.chartLabel')}
              value={item.label}
              error={fieldError(errors, `chart_items.${index}.label`)}
              onChange={(e) => change({ ...item, label: e.currentTarget.value })}
            />
            <NumberInput
              label={t('block.chartValue')}
              value={item.value}
              decimalSeparator=","
              error={fieldError(errors, `chart_items.${index}.value`)}
              onChange={(value) => change({ ...item, value: Number(value) || 0 })}
            />
          </Group>
        )}
      />
    </>
  );
}

/** FAQ: questions with their answers. */
export function FaqBlockFields({ block, errors, onChange }: KindFieldsProps<'FaqBlock'>) {
  const { t } = useTranslation('cms');
  return (
    <RowsField
      legend={t('block.questions')}
      rows={block.answered_questions}
      create={() => ({ question: '', answer: '' })}
      onChange={(answered_questions) => onChange({ ...block, answered_questions })}
      render={(item, change, index) => (
        <>
          <TextInput
            label={t('block.question')}
            value={item.question}
            error={fieldError(errors, `answered_questions.${index}.question`)}
            onChange={(e) => change({ ...item, question: e.currentTarget.value })}
          />
          <RichTextField
            label={t('block.answer')}
            value={item.answer}
            error={fieldError(errors, `answered_questions.${index}.answer`)}
            onChange={(answer) => change({ ...item, answer })}
          />
        </>
      )}
    />
  );
}
