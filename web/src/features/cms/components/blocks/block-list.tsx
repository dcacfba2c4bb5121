import { Group, Stack, Text } from '@mantine/core';
import { memo, useCallback, useState, type DragEvent } from 'react';
import { newContentBlock, type ContentBlock } from '#domain/cms/content-block';
import type { ContentBlockKind } from '#domain/cms/content-block-kinds';
import { confirmAction } from '../../../../lib/confirm-action';
import { useCmsTexts } from '../../hooks/use-cms-texts';
import { moveItem } from '../../../../lib/move-item';
import { editorBlock, errorsUnder, type EditorBlock } from '../../page-form-values';
import { AddBlockMenu } from './add-block-menu';
import { BlockCard } from './block-card';

/** A change of the block list, applied to the newest blocks (typing never works on a stale copy). */
export type BlocksUpdate = (recipe: (blocks: EditorBlock[]) => EditorBlock[]) => void;

interface BlockListProps {
  blocks: EditorBlock[];
  errors: Record<string, string>;
  onUpdate: BlocksUpdate;
}

// The dragged block's key travels with the drag, so the handlers need no list state.
const DRAG_TYPE = 'application/x-cms-block';

const indexOfKey = (blocks: EditorBlock[], key: string) =>
  blocks.findIndex((item) => item.key === key);

/**
 * The page's blocks in order: add between, drag or move, fold, remove (after asking).
 * Every handler names its block by key and is the same function on every render, so a
 * keystroke in one block re-renders that block only (BlockCard is memoised).
 */
export const BlockList = memo(function BlockList({ blocks, errors, onUpdate }: BlockListProps) {
  const { t } = useCmsTexts();
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const add = useCallback(
    (kind: ContentBlockKind, at: number) =>
      onUpdate((current) => {
        const next = [...current];
        next.splice(at, 0, editorBlock(newContentBlock(kind)));
        return next;
      }),
    [onUpdate],
  );
  const patch = useCallback(
    (key: string, change: (item: EditorBlock) => Partial<EditorBlock>) =>
      onUpdate((current) =>
        current.map((item) => (item.key === key ? { ...item, ...change(item) } : item)),
      ),
    [onUpdate],
  );
  const changeBlock = useCallback(
    (key: string, block: ContentBlock) => patch(key, () => ({ block })),
    [patch],
  );
  const toggle = useCallback(
    (key: string) => patch(key, (item) => ({ collapsed: !item.collapsed })),
    [patch],
  );
  const move = useCallback(
    (key: string, to: number) =>
      onUpdate((current) => moveItem(current, indexOfKey(current, key), to)),
    [onUpdate],
  );
  const remove = useCallback(
    async (key: string) => {
      const sure = await confirmAction({
        title: t('block.remove'),
        text: t('block.removeConfirm'),
        confirmLabel: t('block.remove'),
      });
      if (sure) onUpdate((current) => current.filter((item) => item.key !== key));
    },
    [onUpdate, t],
  );
  const dragStart = useCallback((key: string, event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData(DRAG_TYPE, key);
    event.dataTransfer.setData('text/plain', key);
    setDragging(key);
  }, []);
  const dragOver = useCallback((key: string, event: DragEvent) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    setOver(key);
  }, []);
  const drop = useCallback(
    (key: string, event: DragEvent) => {
      event.preventDefault();
      const from = event.dataTransfer.getData(DRAG_TYPE);
      if (from && from !== key)
        onUpdate((current) =>
          moveItem(current, indexOfKey(current, from), indexOfKey(current, key)),
        );
      setDragging(null);
      setOver(null);
    },
    [onUpdate],
  );
  const dragEnd = useCallback(() => {
    setDragging(null);
    setOver(null);
  }, []);

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
            dragOver={over === item.key && dragging !== item.key}
            onChange={changeBlock}
            onToggle={toggle}
            onMove={move}
            onRemove={remove}
            onDragStart={dragStart}
            onDragOver={dragOver}
            onDrop={drop}
            onDragEnd={dragEnd}
          />
        </Stack>
      ))}
      <Group>
        <AddBlockMenu at={blocks.length} onAdd={add} />
      </Group>
    </Stack>
  );
});
