import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDraft } from '../widget-draft';

interface LinkGroupCardProps {
  group: GroupDraft;
  index: number;
  count: number;
  onTitle: (title: string) => void;
  onAddLink: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  /** The group's link rows. */
  children: ReactNode;
}

/** A link group as a card: title, its links, and the group's own buttons. */
export function LinkGroupCard(props: LinkGroupCardProps) {
  const { t } = useTranslation('widgets');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="widget-link-group"
      onDragOver={(event) => event.preventDefault()}
      onDrop={props.onDrop}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-end">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1 }} align="flex-end">
            <Text
              draggable
              onDragStart={props.onDragStart}
              c="dimmed"
              pb={6}
              style={{ cursor: 'grab', userSelect: 'none' }}
              aria-label={t('group.drag')}
            >
              ⋮⋮
            </Text>
            <TextInput
              label={t('group.title', { number: props.index + 1 })}
              value={props.group.title}
              onChange={(e) => props.onTitle(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
          </Group>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('group.up')}
              disabled={props.index === 0}
              onClick={() => props.onMove(-1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('group.down')}
              disabled={props.index === props.count - 1}
              onClick={() => props.onMove(1)}
            >
              ↓
            </ActionIcon>
            <Button size="xs" variant="subtle" color="red" onClick={props.onRemove}>
              {t('group.remove')}
            </Button>
          </Group>
        </Group>
        {props.group.links.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('group.noLinks')}
          </Text>
        )}
        {props.children}
        <Group>
          <Button size="xs" variant="light" onClick={props.onAddLink}>
            {t('link.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
