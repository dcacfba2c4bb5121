import { Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentBlock } from '#domain/cms/content-block';
import {
  AttentionBlockFields,
  CtaBlockFields,
  EnergyLabelBlockFields,
  TextBlockFields,
} from './content-kind-fields';
import { fieldError } from './field-error';
import { QuoteFormBlockFields, VideoBlockFields } from './form-kind-fields';
import {
  ChartBlockFields,
  ExampleBlockFields,
  FaqBlockFields,
  ImageBlockFields,
  NavigationButtonsFields,
  NavigationListFields,
} from './list-kind-fields';
import {
  BestProductsBlockFields,
  ClickoutBlockFields,
  ComparisonBlockFields,
  ComparisonBrandBlockFields,
} from './product-kind-fields';

interface BlockFieldsProps {
  block: ContentBlock;
  errors: Record<string, string>;
  onChange: (block: ContentBlock) => void;
}

function KindFields({ block, errors, onChange }: BlockFieldsProps) {
  const props = { errors, onChange };
  switch (block.type) {
    case 'TextBlock':
      return <TextBlockFields block={block} {...props} />;
    case 'CtaBlock':
      return <CtaBlockFields block={block} {...props} />;
    case 'QuoteFormBlock':
    case 'QuoteFormV2Block':
      return <QuoteFormBlockFields block={block} {...props} />;
    case 'ImageBlock':
      return <ImageBlockFields block={block} {...props} />;
    case 'AttentionBlock':
      return <AttentionBlockFields block={block} {...props} />;
    case 'ClickoutBlock':
      return <ClickoutBlockFields block={block} {...props} />;
    case 'ExampleBlock':
      return <ExampleBlockFields block={block} {...props} />;
    case 'NavigationList':
      return <NavigationListFields block={block} {...props} />;
    case 'NavigationButtons':
      return <NavigationButtonsFields block={block} {...props} />;
    case 'ComparisonBlock':
      return <ComparisonBlockFields block={block} {...props} />;
    case 'ComparisonBrandBlock':
      return <ComparisonBrandBlockFields block={block} {...props} />;
    case 'EnergyLabelBlock':
      return <EnergyLabelBlockFields block={block} {...props} />;
    case 'ChartBlock':
      return <ChartBlockFields block={block} {...props} />;
    case 'VideoBlock':
      return <VideoBlockFields block={block} {...props} />;
    case 'BestProductsBlock':
      return <BestProductsBlockFields block={block} {...props} />;
    case 'FaqBlock':
      return <FaqBlockFields block={block} {...props} />;
  }
}

/** The heading and anchor every block has, then the form of its kind. */
export function BlockFields({ block, errors, onChange }: BlockFieldsProps) {
  const { t } = useTranslation('cms');
  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextInput
          label={t('block.heading')}
          value={block.heading}
          error={fieldError(errors, 'heading')}
          onChange={(e) => onChange({ ...block, heading: e.currentTarget.value })}
        />
        <TextInput
          label={t('block.anchor')}
          description={block.heading.trim() === '' ? t('block.anchorNeedsHeading') : undefined}
          disabled={block.heading.trim() === ''}
          value={block.anchor}
          error={fieldError(errors, 'anchor')}
          onChange={(e) => onChange({ ...block, anchor: e.currentTarget.value })}
        />
      </Group>
      <KindFields
        block={block}
        errors={errors}
        onChange={(next) => onChange(next as ContentBlock)}
      />
    </Stack>
  );
}
