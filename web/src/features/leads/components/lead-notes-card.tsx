import { useState } from 'react';
import { Button, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

export interface LeadNoteRow {
  id: string;
  text: string;
  author: string | null;
  createdAt: string;
}

type NoteKind = 'note' | 'call';

interface LeadNotesCardProps {
  notes: LeadNoteRow[];
  callNotes: LeadNoteRow[];
  busy: boolean;
  /** Resolves true when saved (the form then empties). */
  onAdd: (kind: NoteKind, text: string) => Promise<boolean>;
}

function NoteList({
  kind,
  rows,
  busy,
  onAdd,
}: {
  kind: NoteKind;
  rows: LeadNoteRow[];
  busy: boolean;
  onAdd: (text: string) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation('leads');
  const [text, setText] = useState('');
  const submit = async () => {
    if (!text.trim()) return;
    if (await onAdd(text.trim())) setText('');
  };
  return (
    <Stack gap="sm" data-testid={`lead-${kind}-notes`}>
      <Title order={4}>{t(`notes.${kind}Title`)}</Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notes.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {rows.map((row) => (
            <Paper key={row.id} withBorder p="xs" radius="sm" data-testid="lead-note">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {row.text}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  row.author ?? t('notes.unknownAuthor'),
                  formatDateTime(row.createdAt, i18n.language),
                ].join(' · ')}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t(`notes.${kind}Add`)}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={4000}
          />
          <Button type="submit" variant="default" disabled={busy || !text.trim()} w="fit-content">
            {t('notes.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** Internal notes and call notes: two lists with author and time, an add form each. */
export function LeadNotesCard({ notes, callNotes, busy, onAdd }: LeadNotesCardProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <NoteList kind="note" rows={notes} busy={busy} onAdd={(text) => onAdd('note', text)} />
        <NoteList kind="call" rows={callNotes} busy={busy} onAdd={(text) => onAdd('call', text)} />
      </SimpleGrid>
    </Paper>
  );
}
