import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageText } from '../../../lib/notify';
import { loginSchema, type LoginInput, type LoginValues } from '../account-schemas';

interface LoginFormProps {
  submitting: boolean;
  onSubmit: (values: LoginValues) => void;
}

export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, formState } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  return (
    <Paper withBorder shadow="sm" p="lg" radius="md">
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={2}>{t('login.heading')}</Title>
          <Text c="dimmed" size="sm">
            {t('login.intro')}
          </Text>
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message && messageText(errors.email.message)}
            {...register('email')}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            label={t('login.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message && messageText(errors.password.message)}
            {...register('password')}
          />
          <Button type="submit" loading={submitting}>
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to="/password-reset" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
