import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/message-text';

export interface DomainFormValues {
  name: string;
  host: string;
}

interface DomainFormProps {
  initial: DomainFormValues;
  fieldErrors: Record<string, string>;
  saving: boolean;
  submitLabel: string;
  onSubmit: (values: DomainFormValues) => void;
}

/** Name and host of a domain. */
export function DomainForm({
  initial,
  fieldErrors,
  saving,
  submitLabel,
  onSubmit,
}: DomainFormProps) {
  const { t } = useTranslation('cms');
  const [values, setValues] = useState(initial);
  const error = (field: string) =>
    fieldErrors[field] ? messageText(fieldErrors[field]) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} maw={560}>
      <Stack>
        <TextInput
          label={t('domain.name')}
          required
          value={values.name}
          error={error('name')}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
        />
        <TextInput
          label={t('domain.host')}
          description={t('domain.hostHint')}
          required
          value={values.host}
          error={error('host')}
          onChange={(event) => setValues({ ...values, host: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
