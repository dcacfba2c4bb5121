import { Autocomplete, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparisonUnmappedFeatureFieldsFragment } from '../../../gql/graphql';
import { messageText } from '../../../lib/message-text';

export interface NewFeatureValues {
  name: string;
  category: string;
  unit: string;
}

/** A feature made from a name as seen: the name (editable), its category and unit. */
export function CreateFeatureDialog({
  row,
  categories,
  busy,
  nameError,
  onCreate,
  onClose,
}: {
  row: ComparisonUnmappedFeatureFieldsFragment;
  categories: readonly string[];
  busy: boolean;
  /** A message key for the name (a name the core product has already). */
  nameError: string | null;
  onCreate: (values: NewFeatureValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('features');
  const [values, setValues] = useState<NewFeatureValues>({
    name: row.name,
    category: '',
    unit: '',
  });
  return (
    <Modal opened onClose={onClose} title={t('mapping.createTitle')}>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('mapping.createText', { name: row.name, count: row.valueCount })}
        </Text>
        <TextInput
          label={t('field.name')}
          required
          value={values.name}
          error={nameError ? messageText(nameError) : undefined}
          onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
        />
        <Autocomplete
          label={t('field.category')}
          data={[...categories]}
          value={values.category}
          onChange={(category) => setValues({ ...values, category })}
        />
        <TextInput
          label={t('field.unit')}
          value={values.unit}
          onChange={(event) => setValues({ ...values, unit: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onCreate(values)}>
            {t('mapping.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
