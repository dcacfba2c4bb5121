import { ActionIcon, Badge, Box, Group, Paper, Text, Tooltip } from '@mantine/core';
import type { DragEvent } from 'react';
import type { ContentBlock } from '#domain/cms/content-block';
import { useCmsTexts } from '../../hooks/use-cms-texts';
import type { EditorBlock } from '../../page-form-values';
import { BlockFields } from './block-fields';

interface BlockCardProps {
  item: EditorBlock;
  index: number;
  count: number;
  errors: Record<string, string>;
  dragOver: boolean;
  onChange: (block: ContentBlock) => void;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
}

/** One block: a bar to drag, fold, widen or narrow, move and remove it, and its form. */
export function BlockCard({
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
  const { block } = item;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="block-card"
      data-kind={block.type}
      onDragOver={onDragOver}
      onDrop={onDrop}
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
            onDragStart={onDragStart}
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
              onClick={() => onChange({ ...block, columns: block.columns === 12 ? 6 : 12 })}
            >
              {block.columns === 12 ? t('block.fullWidth') : t('block.halfWidth')}
            </Badge>
          </Tooltip>
          <ActionIcon
            variant="subtle"
            aria-label={t('block.moveUp')}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('block.moveDown')}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            ↓
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={item.collapsed ? t('block.expand') : t('block.collapse')}
            onClick={onToggle}
          >
            {item.collapsed ? '▸' : '▾'}
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('block.remove')}
            onClick={onRemove}
          >
            ✕
          </ActionIcon>
        </Group>
      </Group>
      {!item.collapsed && (
        <Box mt="sm">
          <BlockFields block={block} errors={errors} onChange={onChange} />
        </Box>
      )}
    </Paper>
  );
}
