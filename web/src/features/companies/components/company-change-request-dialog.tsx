import { snakeToCamel } from '#domain/shared/case-names';
import { Badge, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CompanyChangeRequestsDocument,
  FileCompanyChangeRequestDocument,
} from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';

/** The registration data a change request asks for (GraphQL input names). */
const FIELDS = [
  'name',
  'chamberOfCommerceNumber',
  'street',
  'houseNumber',
  'postalCode',
  'city',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

interface CompanyChangeRequestButtonProps {
  companyId: string;
  current: Partial<Record<Field, string | null>>;
}

/**
 * "Request a change" on /customer/company: the company's user asks staff to change the
 * registration data (name, chamber of commerce number, address); staff decide on their home
 * and a rejection is mailed. Open requests show under the button.
 */
export function CompanyChangeRequestButton({
  companyId,
  current,
}: CompanyChangeRequestButtonProps) {
  const { t } = useTranslation('companies');
  const initial = Object.fromEntries(FIELDS.map((f) => [f, current[f] ?? ''])) as Values;
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState<Values>(initial);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { data, refetch } = useQuery(CompanyChangeRequestsDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const [file, filing] = useMutation(FileCompanyChangeRequestDocument);
  const open = (data?.companyChangeRequests ?? []).filter((request) => request.state === 'open');

  const submit = async () => {
    const input: Partial<Values> & { note?: string } = {};
    for (const field of FIELDS) if (values[field] !== initial[field]) input[field] = values[field];
    if (note.trim()) input.note = note.trim();
    setErrors({});
    try {
      await file({ variables: { companyId, input } });
    } catch (error) {
      const kind = classifyError(error);
      const fields = Object.fromEntries(
        Object.entries(kind.fields ?? {}).map(([key, message]) => [snakeToCamel(key), message]),
      );
      setErrors(
        Object.keys(fields).length > 0
          ? fields
          : { changes: kind.message ?? 'MESSAGE.ERROR_OCCURRED' },
      );
      return;
    }
    notifySuccess('MESSAGE.CHANGES_SAVED');
    setOpened(false);
    setNote('');
    await refetch();
  };

  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setValues(initial);
          setErrors({});
          setOpened(true);
        }}
        data-testid="request-company-change"
      >
        {t('changeRequest.button')}
      </Button>
      {open.length > 0 && (
        <Badge color="yellow" variant="light" data-testid="open-change-requests">
          {t('changeRequest.open', { count: open.length })}
        </Badge>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('changeRequest.title')}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('changeRequest.intro')}
          </Text>
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`field.${field}`)}
              value={values[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((before) => ({ ...before, [field]: value }));
              }}
              error={errors[field] ? messageText(errors[field]) : undefined}
              data-testid={`change-request-${field}`}
            />
          ))}
          <Textarea
            label={t('changeRequest.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note ? messageText(errors.note) : undefined}
            autosize
            minRows={2}
          />
          {errors.changes && (
            <Text size="sm" c="red" data-testid="change-request-error">
              {errors.changes === 'MESSAGE.FIELD_REQUIRED'
                ? t('changeRequest.nothing')
                : messageText(errors.changes)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('changeRequest.cancel')}
            </Button>
            <Button
              loading={filing.loading}
              onClick={() => void submit()}
              data-testid="submit-change-request"
            >
              {t('changeRequest.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
