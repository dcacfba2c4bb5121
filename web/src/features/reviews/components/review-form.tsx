import {
  Button,
  FileInput,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReviewLinkQuery } from '../../../gql/graphql';
import { messageText } from '../../../lib/message-text';
import {
  reviewFormDefaults,
  reviewFormSchema,
  scoresAfterSwitch,
  type ReviewFormValues,
} from '../review-form-values';

const SCORE_CHOICES = Array.from({ length: 10 }, (_, i) => String(10 - i));
const SCORES = ['ratingAppointments', 'ratingService', 'ratingPriceQuality'] as const;

interface ReviewFormProps {
  link: ReviewLinkQuery['reviewLink'];
  submitting: boolean;
  onSubmit: (values: ReviewFormValues, files: File[]) => Promise<void>;
}

/** The review token form: recommend and fulfil switches, three scores, pros and cons, files. */
export function ReviewForm({ link, submitting, onSubmit }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const [files, setFiles] = useState<File[]>([]);
  const [tooLarge, setTooLarge] = useState(false);
  const { control, register, handleSubmit, getValues, setValue, formState } =
    useForm<ReviewFormValues>({
      resolver: zodResolver(reviewFormSchema),
      defaultValues: reviewFormDefaults(link),
    });
  const submit = handleSubmit((values) => onSubmit(values, files));
  const error = (message: string | undefined) => (message ? messageText(message) : undefined);

  // The score rules (docs/reviews.md), on a new review only: once it exists the scores
  // stay as given.
  const onSwitch = (name: 'recommend' | 'fulfill', checked: boolean) => {
    setValue(name, checked);
    if (link.revision) return;
    const next = scoresAfterSwitch({ ...getValues(), [name]: checked });
    for (const key of SCORES) setValue(key, next[key]);
  };

  const chooseFiles = (chosen: File[]) => {
    const usedKb = link.attachments.reduce((sum, file) => sum + file.size, 0) / 1024;
    const kb = chosen.reduce((sum, file) => sum + file.size, 0) / 1024 + usedKb;
    const fits =
      kb <= link.maxAttachmentsKb && chosen.length + link.attachments.length <= link.maxAttachments;
    setTooLarge(!fits);
    setFiles(fits ? chosen : []);
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('form.title', { company: link.companyName })}
      >
        <Stack>
          <Title order={2}>{t('form.title', { company: link.companyName })}</Title>
          <Text>
            {link.revision
              ? t('form.revisionIntro')
              : t('form.intro', { company: link.companyName, product: link.productName })}
          </Text>
          <Group>
            {(['recommend', 'fulfill'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <Switch
                    label={t(`form.${name}`)}
                    checked={field.value}
                    disabled={link.revision}
                    onChange={(event) => onSwitch(name, event.currentTarget.checked)}
                    data-testid={`review-${name}`}
                  />
                )}
              />
            ))}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {SCORES.map((key) => (
              <Controller
                key={key}
                control={control}
                name={key}
                render={({ field }) => (
                  <Select
                    label={t(`score.${key}`)}
                    data={SCORE_CHOICES}
                    value={field.value === null ? null : String(field.value)}
                    placeholder={t('score.none')}
                    disabled={link.revision || field.value === null}
                    allowDeselect={false}
                    onChange={(value) => field.onChange(value ? Number(value) : null)}
                    data-testid={`review-${key}`}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              label={t('form.pros')}
              autosize
              minRows={3}
              {...register('pros')}
              error={error(formState.errors.pros?.message)}
              data-testid="review-pros"
            />
            <Textarea
              label={t('form.cons')}
              autosize
              minRows={3}
              {...register('cons')}
              error={error(formState.errors.cons?.message)}
              data-testid="review-cons"
            />
          </SimpleGrid>
          <Textarea
            label={t('form.comment')}
            autosize
            minRows={3}
            {...register('comment')}
            error={error(formState.errors.comment?.message)}
            data-testid="review-comment"
          />
          <FileInput
            multiple
            clearable
            accept="image/png,image/jpeg,image/webp,application/pdf"
            label={t('form.attachments', { count: link.maxAttachments, kb: link.maxAttachmentsKb })}
            value={files}
            onChange={chooseFiles}
            error={tooLarge ? t('form.attachmentsTooLarge') : undefined}
            data-testid="review-files"
          />
          <Button
            type="submit"
            loading={submitting}
            style={{ alignSelf: 'flex-start' }}
            data-testid="review-submit"
          >
            {t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
