import {
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { memo } from 'react';
import { PAGE_TYPES } from '#domain/cms/page-types';
import { pageTypeFeatures } from '#domain/cms/page-type-features';
import { useCmsTexts } from '../hooks/use-cms-texts';
import { errorsUnder, type PageFormValues } from '../page-form-values';
import { sameRecord } from '../same-record';
import type { Choice } from './blocks/block-choices';
import { fieldError } from './blocks/field-error';
import { ComparisonProductsField } from './blocks/comparison-products-field';
import { ImageField } from './blocks/image-field';
import { PageTagsField } from './page-tags-field';

type ImageSlot = 'headerImageId' | 'image1Id' | 'image2Id' | 'image3Id' | 'image4Id';

interface PageFieldsProps {
  values: PageFormValues;
  errors: Record<string, string>;
  authors: Choice[];
  products: Choice[];
  onChange: (patch: Partial<PageFormValues>) => void;
}

const splitEans = (text: string) => text.split(/[,\s]+/).filter(Boolean);

const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** A keystroke in a block leaves the page's own fields as they are: blocks are not read here. */
const sameFields = (a: PageFieldsProps, b: PageFieldsProps) =>
  sameRecord({ ...a }, { ...b }, ['values', 'errors']) &&
  sameRecord({ ...a.values }, { ...b.values }, ['blocks']) &&
  sameRecord(a.errors, b.errors);

/** The page's own fields; which ones show depends on its type (domain/cms/page-type-features.ts). */
export const PageFields = memo(function PageFields({
  values,
  errors,
  authors,
  products,
  onChange,
}: PageFieldsProps) {
  const { t, pageType } = useCmsTexts();
  const features = pageTypeFeatures(values.type);
  const imageField = (label: string, key: ImageSlot, error: string) => (
    <ImageField
      label={label}
      value={values[key] === null ? null : Number(values[key])}
      error={fieldError(errors, error)}
      onChange={(id) => onChange({ [key]: id === null ? null : String(id) })}
    />
  );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('page.type')}
            data={PAGE_TYPES.map((type) => ({ value: type.code, label: pageType(type.code) }))}
            searchable
            allowDeselect={false}
            value={values.type}
            error={fieldError(errors, 'type')}
            onChange={(type) => type && onChange({ type })}
          />
          <TextInput
            label={t('page.url')}
            required
            placeholder="/zonnepanelen/kosten"
            value={values.url}
            error={fieldError(errors, 'url')}
            onChange={(e) => onChange({ url: e.currentTarget.value })}
          />
        </SimpleGrid>
        {features.leadProductRequired && (
          <Select
            label={t('page.leadProduct')}
            required
            data={products}
            searchable
            value={values.leadProductId}
            error={fieldError(errors, 'lead_product_id')}
            onChange={(leadProductId) => onChange({ leadProductId })}
          />
        )}
        {features.authorAndSources && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('page.author')}
              data={authors}
              clearable
              value={values.authorId}
              error={fieldError(errors, 'author_id')}
              onChange={(authorId) => onChange({ authorId })}
            />
            <Textarea
              label={t('page.sources')}
              description={t('page.sourcesHint')}
              autosize
              minRows={2}
              value={values.sources}
              error={fieldError(errors, 'sources')}
              onChange={(e) => onChange({ sources: e.currentTarget.value })}
            />
          </SimpleGrid>
        )}
        {features.dates && (
          <Group grow>
            <TextInput
              type="date"
              label={t('page.created')}
              value={values.created}
              error={fieldError(errors, 'created')}
              onChange={(e) => onChange({ created: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('page.updated')}
              value={values.updated}
              error={fieldError(errors, 'updated')}
              onChange={(e) => onChange({ updated: e.currentTarget.value })}
            />
          </Group>
        )}
        {features.headerImage &&
          imageField(t('page.headerImage'), 'headerImageId', 'header_image_id')}
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {imageField(t('page.image', { n: 1 }), 'image1Id', 'image1_id')}
          {imageField(t('page.image', { n: 2 }), 'image2Id', 'image2_id')}
          {imageField(t('page.image', { n: 3 }), 'image3Id', 'image3_id')}
          {imageField(t('page.image', { n: 4 }), 'image4Id', 'image4_id')}
        </SimpleGrid>
        {features.comparisonProducts && (
          <ComparisonProductsField
            label={t('page.comparisonProducts')}
            multiple
            eans={splitEans(values.productEans)}
            errors={{
              ...errorsUnder(errors, 'product_eans.'),
              ...(errors.product_eans ? { '': errors.product_eans } : {}),
            }}
            onChange={(eans) => onChange({ productEans: eans.join(', ') })}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PageTagsField
            value={splitTags(values.tags)}
            onChange={(tags) => onChange({ tags: tags.join(', ') })}
          />
          <NumberInput
            label={t('page.widgetPosition')}
            min={0}
            allowDecimal={false}
            value={values.widgetPosition}
            error={fieldError(errors, 'widget_position')}
            onChange={(value) => onChange({ widgetPosition: Number(value) || 0 })}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}, sameFields);
