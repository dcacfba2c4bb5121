import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from '#domain/faq/faq-audience';
import { MESSAGE } from '#domain/shared/messages';
import { messageText } from '../../../lib/message-text';

const schema = z.object({
  question: z.string().trim().min(1, MESSAGE.FIELD_REQUIRED).max(FAQ_QUESTION_MAX),
  answer: z.string().trim().min(1, MESSAGE.FIELD_REQUIRED).max(FAQ_ANSWER_MAX),
});
export type FaqValues = z.infer<typeof schema>;

/** A question and its answer, to add or to change. */
export function FaqForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: FaqValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: FaqValues) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('faq');
  const form = useForm<FaqValues>({
    resolver: zodResolver(schema),
    defaultValues: initial ?? { question: '', answer: '' },
  });
  const error = (key: string | undefined) => (key ? messageText(key) : undefined);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        if ((await onSubmit(values)) && !initial) form.reset({ question: '', answer: '' });
      })}
    >
      <Stack gap="xs">
        <TextInput
          label={t('editor.question')}
          {...form.register('question')}
          error={error(form.formState.errors.question?.message)}
        />
        <Textarea
          label={t('editor.answer')}
          autosize
          minRows={2}
          {...form.register('answer')}
          error={error(form.formState.errors.answer?.message)}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('editor.cancel')}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
