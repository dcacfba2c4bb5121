import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGE } from '#domain/shared/messages';
import { messageText } from '../../../lib/message-text';
import {
  passwordChangeSchema,
  type PasswordChangeInput,
  type PasswordChangeValues,
} from '../account-schemas';

interface PasswordChangeFormProps {
  email: string | null;
  submitting: boolean;
  /** Server message key shown in the form (expired link, ...). */
  serverError: string | null;
  /** The form cannot be used (unknown or expired link): only the message and a way out. */
  disabled: boolean;
  /** Resolves true when the server found the password too weak. */
  onSubmit: (values: PasswordChangeValues) => Promise<boolean>;
  onWeakPassword: () => void;
}

export function PasswordChangeForm({
  email,
  submitting,
  serverError,
  disabled,
  onSubmit,
  onWeakPassword,
}: PasswordChangeFormProps) {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, formState, resetField } = useForm<
    PasswordChangeInput,
    unknown,
    PasswordChangeValues
  >({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { password: '', repeat: '' },
  });
  // A weak password is reported by notification and the fields start over.
  function clearWeak() {
    onWeakPassword();
    resetField('password');
    resetField('repeat');
  }
  const submit = handleSubmit(
    async (values) => {
      if (await onSubmit(values)) clearWeak();
    },
    (errors) => {
      if (errors.password?.message === MESSAGE.PASSWORD_WEAK) clearWeak();
    },
  );
  const passwordError = formState.errors.password?.message;
  const repeatError = formState.errors.repeat?.message;
  return (
    <Paper withBorder shadow="sm" p="lg" radius="md">
      <Stack>
        <Title order={2}>{t('reset.change.heading')}</Title>
        {serverError && (
          <Alert color="red" role="alert">
            {messageText(serverError)}
          </Alert>
        )}
        {disabled ? (
          <Anchor component={Link} to="/password-reset" size="sm">
            {t('reset.change.newLink')}
          </Anchor>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack>
              <Text c="dimmed" size="sm">
                {email ? t('reset.change.intro', { email }) : t('reset.change.introUnknown')}
              </Text>
              <PasswordInput
                visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
                label={t('reset.change.password')}
                description={t('reset.change.rule')}
                autoComplete="new-password"
                required
                error={
                  passwordError && passwordError !== MESSAGE.PASSWORD_WEAK
                    ? messageText(passwordError)
                    : undefined
                }
                {...register('password')}
              />
              <PasswordInput
                visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
                label={t('reset.change.passwordRepeat')}
                autoComplete="new-password"
                required
                error={repeatError && messageText(repeatError)}
                {...register('repeat')}
              />
              <Button type="submit" loading={submitting}>
                {t('reset.change.submit')}
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
