import { Button, Group, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatMoney } from '#domain/shared/format-money';
import { MESSAGE } from '#domain/shared/messages';
import { euroCents } from '#domain/shared/parse-money';
import {
  AutoTopUpDocument,
  DepositPrepaidDocument,
  SaveAutoTopUpDocument,
} from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format-date';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';
import { goToCheckout } from '../go-to-checkout';

const schema = z.object({
  enabled: z.boolean(),
  threshold: z.string().refine((text) => {
    const cents = euroCents(text);
    return cents !== null && cents <= 100_000;
  }, MESSAGE.INVALID_VALUE),
  amount: z.string().min(1),
});
type Values = z.infer<typeof schema>;

/**
 * Automatic top-up (our addition, as wallet products do; docs/prepaid.md): when the balance falls
 * below the chosen amount, the chosen deposit is collected on the mandate the
 * customer gave with a first payment. Without a mandate the card offers that first
 * payment.
 */
export function AutoTopUpCard({
  companyId,
  amountsEuros,
}: {
  companyId: string;
  amountsEuros: readonly number[];
}) {
  const { t, i18n } = useTranslation('prepaid');
  const { data } = useQuery(AutoTopUpDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const [save, saving] = useMutation(SaveAutoTopUpDocument);
  const [deposit, depositing] = useMutation(DepositPrepaidDocument);
  const current = data?.autoTopUp;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    values: current
      ? {
          enabled: current.enabled,
          threshold: String(current.thresholdCents / 100).replace('.', ','),
          amount: String(current.amountEuros),
        }
      : undefined,
  });
  if (!current) return null;

  async function submit(values: Values) {
    try {
      await save({
        variables: {
          companyId,
          input: {
            enabled: values.enabled,
            thresholdCents: euroCents(values.threshold) ?? 0,
            amountEuros: Number(values.amount),
            version: current!.version,
          },
        },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why.
    }
  }

  async function giveMandate() {
    try {
      const answer = await deposit({
        variables: { companyId, amountEuros: Number(form.getValues('amount')), mandate: true },
      });
      goToCheckout(answer.data?.depositPrepaid.url);
    } catch {
      // The error notice says why.
    }
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="auto-top-up">
      <form onSubmit={form.handleSubmit((values) => void submit(values))} noValidate>
        <Stack gap="sm">
          <Title order={4}>{t('auto.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('auto.intro')}
          </Text>
          <Group align="end">
            <TextInput
              label={t('auto.threshold')}
              leftSection="€"
              w={160}
              {...form.register('threshold')}
              error={
                form.formState.errors.threshold?.message &&
                messageText(form.formState.errors.threshold.message)
              }
            />
            <Controller
              control={form.control}
              name="amount"
              render={({ field }) => (
                <Select
                  label={t('auto.amount')}
                  w={160}
                  allowDeselect={false}
                  data={amountsEuros.map((euros) => ({
                    value: String(euros),
                    label: formatMoney(euros * 100),
                  }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? field.value)}
                />
              )}
            />
            <Switch
              label={t('auto.enabled')}
              mb={8}
              disabled={!current.hasMandate}
              {...form.register('enabled')}
            />
            <Button type="submit" variant="light" loading={saving.loading}>
              {t('auto.save')}
            </Button>
          </Group>
          {current.hasMandate ? (
            current.lastTopUpAt && (
              <Text size="sm">
                {t('auto.last', { when: formatDateTime(current.lastTopUpAt, i18n.language) })}
              </Text>
            )
          ) : (
            <Group>
              <Text size="sm">{t('auto.noMandate')}</Text>
              <Button size="xs" loading={depositing.loading} onClick={() => void giveMandate()}>
                {t('auto.giveMandate')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
