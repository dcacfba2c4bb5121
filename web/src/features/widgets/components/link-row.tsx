import { ActionIcon, Button, Group, Switch, Text, TextInput } from '@mantine/core';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/message-text';
import type { LinkDraft } from '../widget-draft';

interface LinkRowProps {
  link: LinkDraft;
  first: boolean;
  last: boolean;
  /** Field errors of this link by input name (label, externalUrl, pageId). */
  errors: Record<string, string | undefined>;
  onChange: (change: Partial<LinkDraft>) => void;
  onChoosePage: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onDragStart: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
}

const errorOf = (key: string | undefined) => (key ? messageText(key) : undefined);

/** One link of a group: label, external switch, then the address or the chosen page. */
export function LinkRow(props: LinkRowProps) {
  const { t } = useTranslation('widgets');
  const { link, errors } = props;
  return (
    <Group
      gap="xs"
      align="flex-start"
      wrap="nowrap"
      data-testid="widget-link"
      onDragOver={(event) => event.preventDefault()}
      onDrop={props.onDrop}
    >
      <Text
        draggable
        onDragStart={props.onDragStart}
        c="dimmed"
        pt={6}
        style={{ cursor: 'grab', userSelect: 'none' }}
        aria-label={t('link.drag')}
      >
        ⋮⋮
      </Text>
      <TextInput
        label={t('link.label')}
        required
        value={link.label}
        error={errorOf(errors.label)}
        onChange={(e) => props.onChange({ label: e.currentTarget.value })}
        style={{ flex: 1 }}
      />
      <Switch
        label={t('link.external')}
        checked={link.external}
        onChange={(e) => props.onChange({ external: e.currentTarget.checked })}
        mt={30}
      />
      {link.external ? (
        <TextInput
          label={t('link.url')}
          required
          placeholder="https://"
          value={link.externalUrl}
          error={errorOf(errors.externalUrl)}
          onChange={(e) => props.onChange({ externalUrl: e.currentTarget.value })}
          style={{ flex: 1 }}
        />
      ) : (
        <div style={{ flex: 1 }}>
          <Text size="sm" fw={500} mb={4}>
            {t('link.page')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c={link.pageUrl ? undefined : 'dimmed'} data-testid="widget-link-page">
              {link.pageUrl ?? (link.pageId ? t('link.pageGone') : t('link.noPage'))}
            </Text>
            <Button size="compact-sm" variant="light" onClick={props.onChoosePage}>
              {t('link.choosePage')}
            </Button>
          </Group>
          {errors.pageId && (
            <Text size="xs" c="red" mt={4}>
              {errorOf(errors.pageId)}
            </Text>
          )}
        </div>
      )}
      <Group gap={2} wrap="nowrap" mt={26}>
        <ActionIcon
          variant="subtle"
          aria-label={t('link.up')}
          disabled={props.first}
          onClick={() => props.onMove(-1)}
        >
          ↑
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={t('link.down')}
          disabled={props.last}
          onClick={() => props.onMove(1)}
        >
          ↓
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('link.remove')}
          onClick={props.onRemove}
        >
          ✕
        </ActionIcon>
      </Group>
    </Group>
  );
}
