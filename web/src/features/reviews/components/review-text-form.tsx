import { Button, Paper, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reviewLines } from '#domain/reviews/review-lines';
import { MESSAGE } from '#domain/shared/messages';
import type { ReviewTextInput } from '../../../gql/graphql';
import { messageText } from '../../../lib/message-text';

const textSchema = z.object({
  pros: z.string(),
  cons: z.string(),
  comment: z.string().max(2000, MESSAGE.TEXT_TOO_LONG),
});
type TextValues = z.infer<typeof textSchema>;

interface ReviewTextFormProps {
  pros: string[];
  cons: string[];
  comment: string | null;
  submitting: boolean;
  onSubmit: (input: ReviewTextInput) => void;
}

/** Staff correct the text of a review; the scores are not in it. */
export function ReviewTextForm({ pros, cons, comment, submitting, onSubmit }: ReviewTextFormProps) {
  const { t } = useTranslation('reviews');
  const { register, handleSubmit, formState } = useForm<TextValues>({
    resolver: zodResolver(textSchema),
    defaultValues: { pros: pros.join('\n'), cons: cons.join('\n'), comment: comment ?? '' },
  });
  const submit = handleSubmit((values) =>
    onSubmit({
      pros: reviewLines(values.pros),
      cons: reviewLines(values.cons),
      comment: values.comment.trim() || null,
    }),
  );
  const commentError = formState.errors.comment?.message;
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={4}>{t('action.editText')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label={t('form.pros')} autosize minRows={3} {...register('pros')} />
            <Textarea label={t('form.cons')} autosize minRows={3} {...register('cons')} />
          </SimpleGrid>
          <Textarea
            label={t('form.comment')}
            autosize
            minRows={3}
            {...register('comment')}
            error={commentError ? messageText(commentError) : undefined}
          />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            {t('action.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
