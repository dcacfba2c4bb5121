import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LEDGER_NUMBER_CODES } from '#domain/invoices/ledger-numbers';
import { formatMoney } from '#domain/shared/format-money';
import { CreateExtraInvoiceDocument } from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';
import {
  emptyLine,
  extraInvoiceSchema,
  toInvoiceLines,
  typedSubtotal,
  type ExtraInvoiceValues,
} from '../extra-invoice-values';
import { invoiceUrls } from '../urls';

/**
 * /invoice/extra/company/:companyId (finance): an invoice typed line by line. A line
 * needs a description; quantity and price go together, both empty make a text line;
 * the ledger may stay empty (the api books leads costs for partners, leads revenue
 * otherwise). The api checks it all again and its refusal lands on the line.
 */
export function ExtraInvoiceView() {
  const { t } = useTranslation('invoices');
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const [create, creating] = useMutation(CreateExtraInvoiceDocument);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useForm<ExtraInvoiceValues>({
    resolver: zodResolver(extraInvoiceSchema),
    defaultValues: { lines: [emptyLine()] },
  });
  const rows = useFieldArray({ control: form.control, name: 'lines' });
  const typed = useWatch({ control: form.control, name: 'lines' });
  const errorText = (key: string | undefined) => (key ? messageText(key) : undefined);
  const lineError = (index: number) => errorText(serverErrors[`lines.${index}`]);

  async function submit(values: ExtraInvoiceValues) {
    setServerErrors({});
    try {
      const answer = await create({ variables: { companyId, lines: toInvoiceLines(values) } });
      notifySuccess('MESSAGE.INVOICE_COMPLETED');
      await navigate(invoiceUrls.detail(answer.data!.createExtraInvoice.id));
    } catch (error) {
      setServerErrors(classifyError(error).fields ?? {});
    }
  }

  const ledgers = LEDGER_NUMBER_CODES.map((code) => ({
    value: String(code),
    label: `${code} ${t(`ledger.${code}`)}`,
  }));

  return (
    <Stack maw={960}>
      <Group justify="space-between">
        <Title order={2}>{t('extra.title')}</Title>
        <Anchor component={Link} to={invoiceUrls.company(companyId)}>
          {t('extra.back')}
        </Anchor>
      </Group>
      <form onSubmit={form.handleSubmit((values) => void submit(values))} noValidate>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            {rows.fields.map((row, index) => {
              const errors = form.formState.errors.lines?.[index];
              return (
                <Stack key={row.id} gap={2} data-testid="extra-line">
                  <Group align="flex-start" wrap="nowrap">
                    <TextInput
                      label={t('line.description')}
                      style={{ flex: 3 }}
                      {...form.register(`lines.${index}.description`)}
                      error={errorText(errors?.description?.message)}
                    />
                    <TextInput
                      label={t('line.quantity')}
                      inputMode="numeric"
                      w={90}
                      {...form.register(`lines.${index}.quantity`)}
                      error={errorText(errors?.quantity?.message)}
                    />
                    <TextInput
                      label={t('line.price')}
                      leftSection="€"
                      placeholder="0,00"
                      w={140}
                      {...form.register(`lines.${index}.price`)}
                      error={errorText(errors?.price?.message)}
                    />
                    <Controller
                      control={form.control}
                      name={`lines.${index}.ledgerNumber`}
                      render={({ field }) => (
                        <Select
                          label={t('line.ledger')}
                          placeholder={t('extra.ledgerDefault')}
                          data={ledgers}
                          clearable
                          w={220}
                          value={field.value || null}
                          onChange={(value) => field.onChange(value ?? '')}
                        />
                      )}
                    />
                    <ActionIcon
                      mt={28}
                      variant="subtle"
                      color="red"
                      aria-label={t('extra.removeLine')}
                      disabled={rows.fields.length === 1}
                      onClick={() => rows.remove(index)}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                  {lineError(index) && (
                    <Text c="red" size="sm">
                      {lineError(index)}
                    </Text>
                  )}
                </Stack>
              );
            })}
            {(form.formState.errors.lines?.root?.message || serverErrors.lines) && (
              <Text c="red" size="sm">
                {errorText(form.formState.errors.lines?.root?.message ?? serverErrors.lines)}
              </Text>
            )}
            <Group justify="space-between">
              <Button variant="light" size="xs" onClick={() => rows.append(emptyLine())}>
                {t('extra.addLine')}
              </Button>
              <Text data-testid="extra-subtotal">
                {t('line.subtotal')}: {formatMoney(typedSubtotal(typed ?? []))}
              </Text>
            </Group>
          </Stack>
        </Paper>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={creating.loading}>
            {t('extra.submit')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
