import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The main EAN and the additional ones: added comma-separated, removed one by one. */
export function EanEditor({
  ean,
  additionalEans,
  adding,
  onAdd,
  onDelete,
}: {
  ean: string;
  additionalEans: readonly string[];
  adding: boolean;
  /** Resolves true when the EANs were added (the field then empties). */
  onAdd: (eans: string) => Promise<boolean>;
  onDelete: (ean: string) => void;
}) {
  const { t } = useTranslation('comparison');
  const [typed, setTyped] = useState('');
  async function add() {
    if (!typed.trim()) return;
    if (await onAdd(typed)) setTyped('');
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={4}>{t('eans.title')}</Title>
        <Group gap="xs">
          <Text size="sm">{t('eans.main')}</Text>
          <Badge variant="outline" ff="monospace">
            {ean}
          </Badge>
        </Group>
        <Group gap="xs" data-testid="additional-eans">
          <Text size="sm">{t('eans.additional')}</Text>
          {additionalEans.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('eans.none')}
            </Text>
          )}
          {additionalEans.map((value) => (
            <Badge
              key={value}
              variant="light"
              ff="monospace"
              rightSection={
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={t('eans.delete', { ean: value })}
                  onClick={() => onDelete(value)}
                >
                  ×
                </ActionIcon>
              }
            >
              {value}
            </Badge>
          ))}
        </Group>
        <Group align="flex-end">
          <TextInput
            label={t('eans.add')}
            description={t('eans.addHelp')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void add();
            }}
            style={{ flex: 1 }}
          />
          <Button variant="light" loading={adding} onClick={() => void add()}>
            {t('eans.addButton')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
