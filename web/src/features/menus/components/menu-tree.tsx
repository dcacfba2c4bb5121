import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DropZone, KeyMove } from '#domain/menus/menu-tree';
import type { CmsMenuItemFieldsFragment } from '../../../gql/graphql';

type Item = CmsMenuItemFieldsFragment;

interface MenuTreeProps {
  items: Item[];
  busy: boolean;
  itemUrl: (item: Item) => string;
  addChildUrl: (item: Item) => string;
  /** Whether a key move is possible for the item (the button is disabled otherwise). */
  canMove: (item: Item, move: KeyMove) => boolean;
  /** Whether the dragged item may land in this zone of the target (not under itself). */
  canDrop: (draggedId: string, targetId: string, zone: DropZone) => boolean;
  onMove: (item: Item, move: KeyMove) => void;
  onDrop: (draggedId: string, targetId: string, zone: DropZone) => void;
  onDelete: (item: Item) => void;
}

const INDENT = 28;

/** The upper and lower quarter of a row put the item beside it; the middle puts it inside. */
function zoneOf(event: DragEvent<HTMLElement>): DropZone {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / Math.max(box.height, 1);
  if (y < 0.25) return 'before';
  if (y > 0.75) return 'after';
  return 'inside';
}

const KEY_MOVES: { move: KeyMove; sign: string }[] = [
  { move: 'up', sign: '↑' },
  { move: 'down', sign: '↓' },
  { move: 'outdent', sign: '←' },
  { move: 'indent', sign: '→' },
];

/**
 * A menu tree, indented by depth. Rows are dragged with the mouse (dropped on the middle
 * of another row: inside it as its last child; on its upper or lower edge: before or
 * after it) or moved with the arrow buttons.
 */
export function MenuTree({
  items,
  busy,
  itemUrl,
  addChildUrl,
  canMove,
  canDrop,
  onMove,
  onDrop,
  onDelete,
}: MenuTreeProps) {
  const { t } = useTranslation('menus');
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<{ id: string; zone: DropZone } | null>(null);

  const end = () => {
    setDragged(null);
    setOver(null);
  };

  if (items.length === 0) return <Text c="dimmed">{t('tree.empty')}</Text>;
  return (
    <Stack gap={4} data-testid="menu-tree" aria-busy={busy}>
      {items.map((item) => {
        const zone = over?.id === item.id ? over.zone : null;
        return (
          <Paper
            key={item.id}
            withBorder
            px="sm"
            py={6}
            radius="sm"
            ml={item.depth * INDENT}
            data-testid="menu-item"
            data-depth={item.depth}
            data-label={item.label}
            draggable={!busy}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', item.id);
              setDragged(item.id);
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              const next = zoneOf(event);
              if (!canDrop(dragged, item.id, next)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              if (over?.id !== item.id || over.zone !== next) setOver({ id: item.id, zone: next });
            }}
            onDragLeave={() => {
              if (over?.id === item.id) setOver(null);
            }}
            onDrop={(event) => {
              event.preventDefault();
              const next = zoneOf(event);
              if (dragged !== null && canDrop(dragged, item.id, next))
                onDrop(dragged, item.id, next);
              end();
            }}
            onDragEnd={end}
            style={{
              cursor: busy ? 'progress' : 'grab',
              opacity: dragged === item.id ? 0.5 : 1,
              borderTop: zone === 'before' ? '3px solid var(--mantine-color-blue-6)' : undefined,
              borderBottom: zone === 'after' ? '3px solid var(--mantine-color-blue-6)' : undefined,
              background: zone === 'inside' ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text c="dimmed" aria-hidden>
                  ⋮⋮
                </Text>
                {item.icon && (
                  <Badge variant="light" size="sm">
                    {t(`icon.${item.icon}`)}
                  </Badge>
                )}
                <Anchor component={Link} to={itemUrl(item)} fw={500} truncate>
                  {item.label}
                </Anchor>
                <Text size="xs" c="dimmed" truncate>
                  {item.external ? item.externalUrl : (item.pageUrl ?? t('tree.noLink'))}
                </Text>
              </Group>
              <Group gap={2} wrap="nowrap">
                {KEY_MOVES.map(({ move, sign }) => (
                  <ActionIcon
                    key={move}
                    variant="subtle"
                    aria-label={t(`tree.${move}`, { label: item.label })}
                    title={t(`tree.${move}`, { label: item.label })}
                    disabled={busy || !canMove(item, move)}
                    onClick={() => onMove(item, move)}
                  >
                    {sign}
                  </ActionIcon>
                ))}
                <Button component={Link} to={addChildUrl(item)} size="compact-xs" variant="light">
                  {t('tree.addChild')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => onDelete(item)}
                >
                  {t('tree.delete')}
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
