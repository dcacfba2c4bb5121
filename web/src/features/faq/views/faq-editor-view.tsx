import { ActionIcon, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAQ_AUDIENCES, type FaqAudience } from '#domain/faq/faq-audience';
import {
  AddFaqDocument,
  DeleteFaqDocument,
  FaqsDocument,
  OrderFaqsDocument,
  UpdateFaqDocument,
  type FaqItemFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { moveItem } from '../../../lib/move-item';
import { notifySuccess } from '../../../lib/notify';
import { FaqForm, type FaqValues } from '../components/faq-form';

/** One audience's list: drag to reorder, change in place, remove after asking, add at the end. */
function FaqListEditor({ audience }: { audience: FaqAudience }) {
  const { t } = useTranslation('faq');
  const { data, refetch } = useQuery(FaqsDocument, {
    variables: { audience, search: null },
    fetchPolicy: 'cache-and-network',
  });
  const [add, adding] = useMutation(AddFaqDocument);
  const [update, updating] = useMutation(UpdateFaqDocument);
  const [remove] = useMutation(DeleteFaqDocument);
  const [order] = useMutation(OrderFaqsDocument);
  const [editing, setEditing] = useState<string | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const items = data?.faqs ?? [];

  async function save(run: () => Promise<unknown>): Promise<boolean> {
    try {
      await run();
      notifySuccess('MESSAGE.CHANGES_SAVED');
      await refetch();
      return true;
    } catch {
      return false; // The error notice says why.
    }
  }

  async function move(from: number, to: number) {
    const next = moveItem(items, from, to);
    await save(() => order({ variables: { audience, ids: next.map((item) => item.id) } }));
  }

  async function drop(item: FaqItemFieldsFragment) {
    const sure = await confirmAction({
      title: t('editor.remove'),
      text: t('editor.removeConfirm', { question: item.question }),
      confirmLabel: t('editor.remove'),
    });
    if (sure) await save(() => remove({ variables: { id: item.id } }));
  }

  return (
    <Stack gap="xs" data-testid={`faq-editor-${audience}`}>
      {items.length === 0 && <Text c="dimmed">{t('reader.none')}</Text>}
      {items.map((item, index) => (
        <Paper
          key={item.id}
          withBorder
          p="sm"
          radius="md"
          data-testid="faq-item"
          draggable={editing !== item.id}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragging(index);
          }}
          onDragOver={(event) => {
            if (dragging !== null) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            if (dragging !== null && dragging !== index) void move(dragging, index);
            setDragging(null);
          }}
          onDragEnd={() => setDragging(null)}
          style={{ cursor: editing === item.id ? undefined : 'grab' }}
        >
          {editing === item.id ? (
            <FaqForm
              initial={{ question: item.question, answer: item.answer }}
              submitLabel={t('editor.save')}
              busy={updating.loading}
              onCancel={() => setEditing(null)}
              onSubmit={async (values: FaqValues) => {
                const saved = await save(() =>
                  update({ variables: { id: item.id, input: values, version: item.version } }),
                );
                if (saved) setEditing(null);
                return saved;
              }}
            />
          ) : (
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={600}>{item.question}</Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                  {item.answer}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('editor.up')}
                  disabled={index === 0}
                  onClick={() => void move(index, index - 1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('editor.down')}
                  disabled={index === items.length - 1}
                  onClick={() => void move(index, index + 1)}
                >
                  ↓
                </ActionIcon>
                <Button size="xs" variant="light" onClick={() => setEditing(item.id)}>
                  {t('editor.edit')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => void drop(item)}>
                  {t('editor.remove')}
                </Button>
              </Group>
            </Group>
          )}
        </Paper>
      ))}
      <Paper withBorder p="sm" radius="md">
        <Text fw={600} mb="xs">
          {t('editor.new')}
        </Text>
        <FaqForm
          submitLabel={t('editor.add')}
          busy={adding.loading}
          onSubmit={(values) => save(() => add({ variables: { audience, input: values } }))}
        />
      </Paper>
    </Stack>
  );
}

/** /faq (staff): the customers', consumers' and partners' questions, one tab each. */
export function FaqEditorView() {
  const { t } = useTranslation('faq');
  return (
    <Stack maw={960}>
      <Title order={2}>{t('editor.title')}</Title>
      <Tabs defaultValue="customer" keepMounted={false}>
        <Tabs.List>
          {FAQ_AUDIENCES.map((audience) => (
            <Tabs.Tab key={audience} value={audience}>
              {t(`audience.${audience}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FAQ_AUDIENCES.map((audience) => (
          <Tabs.Panel key={audience} value={audience} pt="md">
            <FaqListEditor audience={audience} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
