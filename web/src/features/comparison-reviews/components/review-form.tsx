import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  COMPARISON_REVIEW_RATING_MAX,
  COMPARISON_REVIEW_RATING_MIN,
  comparisonReviewEditSchema,
  type ComparisonReviewEdit,
} from '#domain/comparison-reviews/review-input';
import { statesFrom, type ComparisonReviewState } from '#domain/comparison-reviews/review-state';
import { messageText } from '../../../lib/message-text';

/** The form holds pros and cons as text, one line each; the rules are the api's own. */
export type ReviewFormInput = z.input<typeof comparisonReviewEditSchema>;

interface ReviewFormProps {
  review: {
    title: string;
    text: string;
    pros: string[];
    cons: string[];
    rating: number;
    state: ComparisonReviewState;
  };
  submitting: boolean;
  /** Saves; may put the api's field errors on the form. */
  onSubmit: (values: ComparisonReviewEdit, setError: UseFormSetError<ReviewFormInput>) => void;
  /** Buttons beside Save (approve, delete). */
  actions?: ReactNode;
}

/** An editor's form of one review: title, text, pros and cons as lines, rating and state. */
export function ReviewForm({ review, submitting, onSubmit, actions }: ReviewFormProps) {
  const { t } = useTranslation('comparison-reviews');
  const { register, control, handleSubmit, setError, formState } = useForm<
    ReviewFormInput,
    unknown,
    ComparisonReviewEdit
  >({
    resolver: zodResolver(comparisonReviewEditSchema),
    defaultValues: {
      title: review.title,
      text: review.text,
      pros: review.pros.join('\n'),
      cons: review.cons.join('\n'),
      rating: review.rating,
      state: review.state,
    },
  });
  const errors = formState.errors;
  const error = (message: string | undefined) => (message ? messageText(message) : undefined);
  const submit = handleSubmit((values) => onSubmit(values, setError));
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label={t('field.title')}
            required
            {...register('title')}
            error={error(errors.title?.message)}
          />
          <Textarea
            label={t('field.text')}
            required
            autosize
            minRows={4}
            {...register('text')}
            error={error(errors.text?.message)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              label={t('field.pros')}
              description={t('field.linesHint')}
              autosize
              minRows={3}
              {...register('pros')}
              error={error(errors.pros?.message)}
            />
            <Textarea
              label={t('field.cons')}
              description={t('field.linesHint')}
              autosize
              minRows={3}
              {...register('cons')}
              error={error(errors.cons?.message)}
            />
          </SimpleGrid>
          <Group align="start">
            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <NumberInput
                  label={t('field.rating')}
                  description={t('field.ratingHint')}
                  min={COMPARISON_REVIEW_RATING_MIN}
                  max={COMPARISON_REVIEW_RATING_MAX}
                  allowDecimal={false}
                  w={160}
                  value={typeof field.value === 'number' ? field.value : ''}
                  onChange={(value) => field.onChange(value === '' ? null : value)}
                  onBlur={field.onBlur}
                  error={error(errors.rating?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="state"
              render={({ field }) => (
                <Select
                  label={t('field.state')}
                  data={statesFrom(review.state).map((state) => ({
                    value: state,
                    label: t(`state.${state}`),
                  }))}
                  allowDeselect={false}
                  w={200}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? review.state)}
                  error={error(errors.state?.message)}
                />
              )}
            />
          </Group>
          <Group>
            <Button type="submit" loading={submitting}>
              {t('action.save')}
            </Button>
            {actions}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
