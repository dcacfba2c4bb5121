import { Button, Menu, ScrollArea } from '@mantine/core';
import { memo } from 'react';
import { CONTENT_BLOCK_KINDS, type ContentBlockKind } from '#domain/cms/content-block-kinds';
import { useCmsTexts } from '../../hooks/use-cms-texts';

interface AddBlockMenuProps {
  /** Where the new block goes (its index among the blocks). */
  at: number;
  onAdd: (kind: ContentBlockKind, at: number) => void;
  compact?: boolean;
}

/** Adds a block of a chosen kind at a place in the list. */
export const AddBlockMenu = memo(function AddBlockMenu({
  at,
  onAdd,
  compact = false,
}: AddBlockMenuProps) {
  const { t, blockKind } = useCmsTexts();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="xs" variant={compact ? 'subtle' : 'light'} data-testid={`add-block-${at}`}>
          {compact ? t('block.addHere') : t('block.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={320}>
          {CONTENT_BLOCK_KINDS.map((kind) => (
            <Menu.Item key={kind} onClick={() => onAdd(kind, at)}>
              {blockKind(kind)}
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
});
