import { Button, Group, Paper, Select, Stack, Switch, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../lib/date-field';
import { messageText } from '../../../lib/message-text';
import {
  CRM_TASK_TYPE_ORDER,
  crmTaskFormSchema,
  emptyCrmTask,
  type CrmTaskFormInput,
  type CrmTaskFormValues,
} from '../crm-task-form-values';

interface CrmTaskFormProps {
  submitting: boolean;
  /** Resolves true when the task was saved; the form then starts afresh. */
  onSubmit: (values: CrmTaskFormValues) => Promise<boolean>;
}

/** "Taak toevoegen": type, date and time (start of this hour), reminder, review request, note. */
export function CrmTaskForm({ submitting, onSubmit }: CrmTaskFormProps) {
  const { t } = useTranslation('leads');
  const { control, handleSubmit, reset, register, formState } = useForm<
    CrmTaskFormInput,
    unknown,
    CrmTaskFormValues
  >({ resolver: zodResolver(crmTaskFormSchema), defaultValues: emptyCrmTask() });
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(emptyCrmTask());
  });
  const error = (message: string | undefined) => (message ? messageText(message) : undefined);
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('task.add')}>
        <Stack>
          <Title order={4}>{t('task.add')}</Title>
          <Controller
            control={control}
            name="type"
            render={({ field, fieldState }) => (
              <Select
                label={t('task.type')}
                data={CRM_TASK_TYPE_ORDER.map((type) => ({
                  value: type,
                  label: t(`taskType.${type}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                error={error(fieldState.error?.message)}
                withAsterisk
              />
            )}
          />
          <Controller
            control={control}
            name="taskDate"
            render={({ field, fieldState }) => (
              <DateTimeField
                label={t('task.date')}
                value={field.value}
                onChange={field.onChange}
                error={error(fieldState.error?.message)}
                withAsterisk
              />
            )}
          />
          <Group>
            <Controller
              control={control}
              name="sendReminder"
              render={({ field }) => (
                <Switch
                  label={t('task.sendReminder')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            <Controller
              control={control}
              name="requestReview"
              render={({ field }) => (
                <Switch
                  label={t('task.requestReview')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
          </Group>
          <Textarea
            label={t('task.note')}
            autosize
            minRows={2}
            {...register('note')}
            error={error(formState.errors.note?.message)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {t('task.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
