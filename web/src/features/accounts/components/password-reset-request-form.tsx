import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageText } from '../../../lib/message-text';
import {
  passwordResetRequestSchema,
  type PasswordResetRequestInput,
  type PasswordResetRequestValues,
} from '../account-schemas';

interface PasswordResetRequestFormProps {
  /** 'forgot': a new password; 'first': the first password of a new account. */
  variant: 'forgot' | 'first';
  submitting: boolean;
  sent: boolean;
  /** Server message key shown in the form. */
  serverError: string | null;
  onSubmit: (values: PasswordResetRequestValues) => void;
}

export function PasswordResetRequestForm({
  variant,
  submitting,
  sent,
  serverError,
  onSubmit,
}: PasswordResetRequestFormProps) {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, formState } = useForm<
    PasswordResetRequestInput,
    unknown,
    PasswordResetRequestValues
  >({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const wording = variant === 'first' ? 'reset.first' : 'reset.request';
  const emailError = formState.errors.email?.message;
  return (
    <Paper withBorder shadow="sm" p="lg" radius="md">
      <Stack>
        <Title order={2}>{t(`${wording}.heading`)}</Title>
        {sent ? (
          <Alert color="teal" role="status">
            {t('reset.request.sent')}
          </Alert>
        ) : (
          <form onSubmit={handleSubmit(onSubmit)} noValidate>
            <Stack>
              <Text c="dimmed" size="sm">
                {t(`${wording}.intro`)}
              </Text>
              {serverError && (
                <Alert color="red" role="alert">
                  {messageText(serverError)}
                </Alert>
              )}
              <TextInput
                label={t('reset.email')}
                type="email"
                autoComplete="email"
                required
                error={emailError && messageText(emailError)}
                {...register('email')}
              />
              <Button type="submit" loading={submitting}>
                {t(`${wording}.submit`)}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/login" size="sm">
          {t('reset.backToLogin')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
