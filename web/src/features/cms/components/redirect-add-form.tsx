import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { messageText } from '../../../lib/message-text';
import { AffiliateCompanySelect } from '../../affiliates';
import { useCmsTexts } from '../hooks/use-cms-texts';

export interface RedirectAddValues {
  name: string;
  target: string;
  description: string;
  affiliateCompanyId: string | null;
}

interface RedirectAddFormProps {
  fieldErrors: Record<string, string>;
  saving: boolean;
  /** Resolves true when the link was added (the form then empties). */
  onAdd: (values: RedirectAddValues) => Promise<boolean>;
}

const EMPTY: RedirectAddValues = {
  name: '',
  target: '',
  description: '',
  affiliateCompanyId: null,
};

/** A new outgoing link: /out/ and its name, where it leads, what it is. */
export function RedirectAddForm({ fieldErrors, saving, onAdd }: RedirectAddFormProps) {
  const { t } = useCmsTexts();
  const [values, setValues] = useState(EMPTY);
  const error = (field: string) =>
    fieldErrors[field] ? messageText(fieldErrors[field]) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (await onAdd(values)) setValues(EMPTY);
  };
  return (
    <Paper withBorder p="sm" radius="md" component="form" onSubmit={(e) => void submit(e)}>
      <Group align="flex-start" grow>
        <TextInput
          label={t('redirect.name')}
          leftSection="/out/"
          leftSectionWidth={44}
          required
          value={values.name}
          error={error('name')}
          onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
        />
        <TextInput
          label={t('redirect.target')}
          placeholder="https://www.winkel.nl/product"
          required
          value={values.target}
          error={error('target')}
          onChange={(e) => setValues({ ...values, target: e.currentTarget.value })}
        />
        <TextInput
          label={t('redirect.description')}
          value={values.description}
          error={error('description')}
          onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
        />
        <AffiliateCompanySelect
          label={t('redirect.company')}
          placeholder={t('redirect.noCompany')}
          value={values.affiliateCompanyId}
          error={error('affiliateCompanyId')}
          onChange={(affiliateCompanyId) => setValues({ ...values, affiliateCompanyId })}
        />
      </Group>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" size="xs" loading={saving}>
          {t('redirect.add')}
        </Button>
      </Group>
    </Paper>
  );
}
