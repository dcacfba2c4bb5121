import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  NOTIFICATION_CATEGORIES,
  needsWhatsAppCostConfirmation,
  notificationListInputSchema,
  type NotificationFlags,
} from '#domain/companies/notification-list';
import type { Choice } from './company-form';

type NotificationListFormInput = z.input<typeof notificationListInputSchema>;

interface NotificationListFormProps {
  title: string;
  /** Flags of the stored list; null for a new list (all off). */
  stored: NotificationFlags | null;
  /** For a new list: the company users without a list yet. */
  userChoices: Choice[] | null;
  isMainUser: boolean;
  submitting: boolean;
  /** Asks the user to accept the costs of WhatsApp lead messages; resolves true when accepted. */
  confirmWhatsAppCosts: () => Promise<boolean>;
  onSubmit: (flags: NotificationFlags, userId: string | null, waCostConfirmed: boolean) => void;
  onCancel: () => void;
}

export function NotificationListForm(props: NotificationListFormProps) {
  const { t } = useTranslation('companies');
  const [userId, setUserId] = useState<string | null>(props.userChoices?.[0]?.value ?? null);
  const [waConfirmed, setWaConfirmed] = useState(false);
  const { control, handleSubmit } = useForm<NotificationListFormInput, unknown, NotificationFlags>({
    resolver: zodResolver(notificationListInputSchema),
    defaultValues: props.stored ?? {
      finance: false,
      leads: false,
      claims: false,
      account: false,
      crm: false,
      newsletter: false,
      waLeads: false,
    },
  });
  const submit = handleSubmit((flags) => props.onSubmit(flags, userId, waConfirmed));
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={2}>{props.title}</Title>
          {props.userChoices && (
            <Select
              label={t('notifications.user')}
              data={props.userChoices}
              value={userId}
              onChange={setUserId}
              allowDeselect={false}
              nothingFoundMessage={t('notifications.noUsers')}
            />
          )}
          {props.isMainUser && (
            <Text size="sm" c="dimmed">
              {t('notifications.mainUserNewsletter')}
            </Text>
          )}
          {NOTIFICATION_CATEGORIES.map((category) => (
            <Controller
              key={category}
              control={control}
              name={category}
              render={({ field }) => (
                <Switch
                  label={t(`notifications.flag.${category}`)}
                  description={t(`notifications.hint.${category}`)}
                  checked={field.value ?? false}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    // Switching WhatsApp messages on costs money: ask first.
                    if (
                      category === 'waLeads' &&
                      needsWhatsAppCostConfirmation(props.stored, { waLeads: on }) &&
                      !waConfirmed
                    ) {
                      void props.confirmWhatsAppCosts().then((accepted) => {
                        if (!accepted) return;
                        setWaConfirmed(true);
                        field.onChange(true);
                      });
                      return;
                    }
                    field.onChange(on);
                  }}
                />
              )}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t('action.cancel')}
            </Button>
            <Button
              type="submit"
              loading={props.submitting}
              disabled={props.userChoices !== null && !userId}
            >
              {t('action.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
