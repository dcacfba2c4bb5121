import { useState, type FormEvent } from 'react';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageText } from '../../../lib/message-text';
import { loginErrors, toLoginInput, type LoginErrors, type LoginValues } from '../login-values';

interface LoginFormProps {
  submitting: boolean;
  onSubmit: (values: LoginValues) => void;
}

export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  // Errors show after the first submit and then follow what is typed.
  const [errors, setErrors] = useState<LoginErrors | null>(null);

  function change(field: keyof LoginValues, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors) setErrors(loginErrors(next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = loginErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(toLoginInput(values));
  }

  return (
    <Paper withBorder shadow="sm" p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>{t('login.heading')}</Title>
          <Text c="dimmed" size="sm">
            {t('login.intro')}
          </Text>
          <TextInput
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={values.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={errors?.email && messageText(errors.email)}
          />
          <PasswordInput
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            error={errors?.password && messageText(errors.password)}
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
