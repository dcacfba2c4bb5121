import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { newContentBlock, type ContentBlock } from '#domain/cms/content-block';
import type { ContentBlockKind } from '#domain/cms/content-block-kinds';
import { confirmAction } from '../../../../lib/confirm-action';
import { useCmsTexts } from '../../hooks/use-cms-texts';
import { moveItem } from '../../../../lib/move-item';
import { editorBlock, errorsUnder, type EditorBlock } from '../../page-form-values';
import { AddBlockMenu } from './add-block-menu';
import { BlockCard } from './block-card';

interface BlockListProps {
  blocks: EditorBlock[];
  errors: Record<string, string>;
  onChange: (blocks: EditorBlock[]) => void;
}

/** The page's blocks in order: add between, drag or move, fold, remove (after asking). */
export function BlockList({ blocks, errors, onChange }: BlockListProps) {
  const { t } = useCmsTexts();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const add = (kind: ContentBlockKind, at: number) => {
    const next = [...blocks];
    next.splice(at, 0, editorBlock(newContentBlock(kind)));
    onChange(next);
  };
  const change = (index: number, patch: Partial<EditorBlock>) =>
    onChange(blocks.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const remove = async (index: number) => {
    const sure = await confirmAction({
      title: t('block.remove'),
      text: t('block.removeConfirm'),
      confirmLabel: t('block.remove'),
    });
    if (sure) onChange(blocks.filter((_, i) => i !== index));
  };

  return (
    <Stack gap="xs" data-testid="block-list">
      {blocks.length === 0 && <Text c="dimmed">{t('block.none')}</Text>}
      {blocks.map((item, index) => (
        <Stack key={item.key} gap="xs">
          {index > 0 && (
            <Group justify="center">
              <AddBlockMenu at={index} onAdd={add} compact />
            </Group>
          )}
          <BlockCard
            item={item}
            index={index}
            count={blocks.length}
            errors={errorsUnder(errors, `blocks.${index}.`)}
            dragOver={over === index && dragging !== index}
            onChange={(block: ContentBlock) => change(index, { block })}
            onToggle={() => change(index, { collapsed: !item.collapsed })}
            onMove={(to) => onChange(moveItem(blocks, index, to))}
            onRemove={() => void remove(index)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
              setDragging(index);
            }}
            onDragOver={(event) => {
              if (dragging === null) return;
              event.preventDefault();
              setOver(index);
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null && dragging !== index)
                onChange(moveItem(blocks, dragging, index));
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
          />
        </Stack>
      ))}
      <Group>
        <AddBlockMenu at={blocks.length} onAdd={add} />
      </Group>
    </Stack>
  );
}
