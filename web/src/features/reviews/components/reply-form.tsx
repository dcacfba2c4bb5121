import { Button, Paper, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { messageText } from '../../../lib/message-text';

const replySchema = z.object({
  reply: z.string().trim().min(1, MESSAGE.FIELD_REQUIRED).max(2000, MESSAGE.TEXT_TOO_LONG),
});
type ReplyValues = z.infer<typeof replySchema>;

interface ReplyFormProps {
  submitting: boolean;
  onSubmit: (reply: string) => Promise<void>;
}

/** The company's one public reply. */
export function ReplyForm({ submitting, onSubmit }: ReplyFormProps) {
  const { t } = useTranslation('reviews');
  const { register, handleSubmit, formState } = useForm<ReplyValues>({
    resolver: zodResolver(replySchema),
    defaultValues: { reply: '' },
  });
  const submit = handleSubmit((values) => onSubmit(values.reply));
  const error = formState.errors.reply?.message;
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Textarea
            label={t('action.replyLabel')}
            autosize
            minRows={3}
            {...register('reply')}
            error={error ? messageText(error) : undefined}
            data-testid="review-reply-input"
          />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            {t('action.reply')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
