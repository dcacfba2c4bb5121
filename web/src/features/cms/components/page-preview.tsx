import { Badge, Box, Grid, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { createContext, memo, useContext, useEffect, useState } from 'react';
import { attentionBlockType } from '#domain/cms/attention-block-types';
import type { ContentBlock } from '#domain/cms/content-block';
import { useCmsTexts } from '../hooks/use-cms-texts';
import type { EditorBlock } from '../page-form-values';
import { cmsUrls } from '../urls';
import { useBlockChoices, type PickerProduct } from './blocks/block-choices';
import { previewHtml } from './preview-html';

type KnownProducts = ReadonlyMap<string, PickerProduct | null>;

/** The comparison products of the page's EANs (null: no product has it), for the product blocks. */
const PreviewProductsContext = createContext<KnownProducts>(new Map());

/** The EANs a block shows products of. */
function blockEans(block: ContentBlock): string[] {
  if (block.type === 'ComparisonBlock' || block.type === 'BestProductsBlock') return block.eans;
  if (block.type === 'ClickoutBlock' && block.clickout_type === 'ean' && block.ean)
    return [block.ean];
  return [];
}

/**
 * The products of every EAN in the page's blocks, through the fields' own look-up (one
 * request for the EANs not known yet, answered from Apollo's cache when asked before).
 */
function usePreviewProducts(blocks: EditorBlock[]): KnownProducts {
  const { productsByEan } = useBlockChoices();
  const [known, setKnown] = useState<KnownProducts>(new Map());
  const missingKey = [...new Set(blocks.flatMap(({ block }) => blockEans(block)))]
    .filter((ean) => !known.has(ean))
    .sort()
    .join(',');
  useEffect(() => {
    if (!missingKey) return;
    let live = true;
    productsByEan(missingKey.split(','))
      .then((found) => {
        if (live) setKnown((current) => new Map([...current, ...found]));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [missingKey, productsByEan]);
  return known;
}

/** The products of a block as the site lists them: picture and name, or that none has the EAN. */
function PreviewProducts({ eans }: { eans: string[] }) {
  const { t } = useCmsTexts();
  const known = useContext(PreviewProductsContext);
  if (eans.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('preview.noProducts')}
      </Text>
    );
  return (
    <Stack gap={4}>
      {eans.map((ean, index) => {
        const product = known.get(ean);
        return (
          <Group key={`${index}:${ean}`} gap="xs" wrap="nowrap" data-testid="preview-product">
            {product?.thumbnailUrl && (
              <Image src={product.thumbnailUrl} alt="" w={28} h={28} radius="sm" fit="cover" />
            )}
            <Text size="sm" c={product ? undefined : 'dimmed'}>
              {product
                ? product.name
                : product === null
                  ? `${t('productPicker.unknownEan')} (${ean})`
                  : ean}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/** Rich text as the sites will show it, cleaned to the api's allow-list first. */
function Html({ html }: { html: string }) {
  if (!html) return null;
  return <Box fz="sm" dangerouslySetInnerHTML={{ __html: previewHtml(html) }} />;
}

function BlockBody({ block }: { block: ContentBlock }) {
  const { t } = useCmsTexts();
  switch (block.type) {
    case 'TextBlock':
    case 'CtaBlock':
    case 'EnergyLabelBlock':
      return <Html html={block.content} />;
    case 'AttentionBlock': {
      const type = attentionBlockType(block.attention_type);
      return (
        <Paper p="xs" bg={`var(--mantine-color-${type?.colour ?? 'gray'}-light)`}>
          <Html html={block.content} />
        </Paper>
      );
    }
    case 'FaqBlock':
      return (
        <Stack gap={4}>
          {block.answered_questions.map((q, i) => (
            <Text key={i} size="sm" fw={500}>
              {q.question}
            </Text>
          ))}
        </Stack>
      );
    case 'ChartBlock':
      return (
        <Stack gap={2}>
          {block.chart_items.map((item, i) => (
            <Text key={i} size="xs">
              {item.label}: {item.value}
            </Text>
          ))}
        </Stack>
      );
    case 'VideoBlock':
      return <Text size="xs">{block.url || t('preview.noVideo')}</Text>;
    case 'ComparisonBlock':
    case 'BestProductsBlock':
      return <PreviewProducts eans={block.eans} />;
    case 'ClickoutBlock':
      if (block.clickout_type === 'ean') return <PreviewProducts eans={blockEans(block)} />;
      break;
  }
  // What only the site fills in (forms, tables of offers, navigation).
  return (
    <Text size="xs" c="dimmed">
      {t('preview.placeholder')}
    </Text>
  );
}

/** One block of the preview; drawn again only when that block changed. */
const PreviewBlock = memo(function PreviewBlock({ block }: { block: ContentBlock }) {
  const { blockKind } = useCmsTexts();
  return (
    <Grid.Col span={block.columns} data-testid="preview-block" data-kind={block.type}>
      <Stack gap={4}>
        <Badge size="xs" variant="outline">
          {blockKind(block.type)}
        </Badge>
        {block.heading && (
          <Title order={4} id={block.anchor || undefined}>
            {block.heading}
          </Title>
        )}
        <BlockBody block={block} />
      </Stack>
    </Grid.Col>
  );
});

/** The page as it will lie on the site: its header image, then the blocks 12 or 6 columns wide, in order. */
export const PagePreview = memo(function PagePreview({
  url,
  headerImageId,
  blocks,
}: {
  url: string;
  headerImageId: string | null;
  blocks: EditorBlock[];
}) {
  const { t } = useCmsTexts();
  const products = usePreviewProducts(blocks);
  return (
    <PreviewProductsContext.Provider value={products}>
      <Paper withBorder radius="md" p="md" data-testid="page-preview">
        <Text size="xs" c="dimmed" mb="xs">
          {t('preview.title')} · {url || '/'}
        </Text>
        {headerImageId && (
          <Image
            src={cmsUrls.uploadFileUrl(headerImageId)}
            alt=""
            h={120}
            fit="cover"
            radius="sm"
            mb="sm"
            data-testid="preview-header-image"
          />
        )}
        <Grid>
          {blocks.map(({ key, block }) => (
            <PreviewBlock key={key} block={block} />
          ))}
        </Grid>
      </Paper>
    </PreviewProductsContext.Provider>
  );
});
