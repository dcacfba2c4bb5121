import { ActionIcon, Badge, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import { memo, type DragEvent } from 'react';
import type { ContentBlock } from '#domain/cms/content-block';
import { useCmsTexts } from '../../hooks/use-cms-texts';
import type { EditorBlock } from '../../page-form-values';
import { sameRecord } from '../../same-record';
import { BlockFields } from './block-fields';

interface BlockCardProps {
  item: EditorBlock;
  index: number;
  count: number;
  errors: Record<string, string>;
  dragOver: boolean;
  // Handlers name the block by its key, so they stay the same functions for every block.
  onChange: (key: string, block: ContentBlock) => void;
  onToggle: (key: string) => void;
  onMove: (key: string, to: number) => void;
  onRemove: (key: string) => void;
  onDragStart: (key: string, event: DragEvent) => void;
  onDragOver: (key: string, event: DragEvent) => void;
  onDrop: (key: string, event: DragEvent) => void;
  onDragEnd: () => void;
}

/** Re-rendered only when its own block, place, errors or drag state change. */
const sameCard = (a: BlockCardProps, b: BlockCardProps) =>
  sameRecord({ ...a }, { ...b }, ['errors']) && sameRecord(a.errors, b.errors);

/** One block: a bar to drag, fold, widen or narrow, move and remove it, and its form. */
export const BlockCard = memo(function BlockCard({
  item,
  index,
  count,
  errors,
  dragOver,
  onChange,
  onToggle,
  onMove,
  onRemove,
  onDragStart,
  onDragOver,
  onDrop,
  onDragEnd,
}: BlockCardProps) {
  const { t, blockKind } = useCmsTexts();
  const { block, key } = item;
  const change = (next: ContentBlock) => onChange(key, next);
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="block-card"
      data-kind={block.type}
      onDragOver={(event) => onDragOver(key, event)}
      onDrop={(event) => onDrop(key, event)}
      style={{
        borderColor: dragOver
          ? 'var(--mantine-color-blue-5)'
          : hasErrors
            ? 'var(--mantine-color-red-5)'
            : undefined,
        borderWidth: dragOver ? 2 : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Box
            component="span"
            draggable
            onDragStart={(event) => onDragStart(key, event)}
            onDragEnd={onDragEnd}
            aria-label={t('block.drag')}
            data-testid="block-drag"
            style={{ cursor: 'grab', userSelect: 'none', padding: '0 4px' }}
          >
            ⠿
          </Box>
          <Badge variant="light">{blockKind(block.type)}</Badge>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {block.heading}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('block.columnsToggle')}>
            <Badge
              component="button"
              type="button"
              variant={block.columns === 12 ? 'filled' : 'outline'}
              style={{ cursor: 'pointer' }}
              data-testid="block-columns"
              onClick={() => change({ ...block, columns: block.columns === 12 ? 6 : 12 })}
            >
              {block.columns === 12 ? t('block.fullWidth') : t('block.halfWidth')}
            </Badge>
          </Tooltip>
          <ActionIcon
            variant="subtle"
            aria-label={t('block.moveUp')}
            disabled={index === 0}
            onClick={() => onMove(key, index - 1)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('block.moveDown')}
            disabled={index === count - 1}
            onClick={() => onMove(key, index + 1)}
          >
            ↓
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={item.collapsed ? t('block.expand') : t('block.collapse')}
            onClick={() => onToggle(key)}
          >
            {item.collapsed ? '▸' : '▾'}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('block.remove')}
            onClick={() => onRemove(key)}
          >
            ✕
          </ActionIcon>
        </Group>
      </Group>
      {!item.collapsed && (
        <Box mt="sm">
          <BlockFields block={block} errors={errors} onChange={change} />
        </Box>
      )}
    </Paper>
  );
}, sameCard);
