import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '#domain/accounts/user-input';
import { messageText } from '../../../lib/message-text';
import {
  userProfileFormSchema,
  type UserProfileFormInput,
  type UserProfileFormValues,
} from '../user-profile-schema';

interface UserProfileFormProps {
  /** The stored values; the form starts over from them after each save. */
  initial: UserProfileFormInput;
  submitting: boolean;
  /** The e-mail of another account is only changed by the manager: shown read-only to others. */
  emailLocked?: boolean;
  onSubmit: (
    values: UserProfileFormValues,
    setError: UseFormSetError<UserProfileFormInput>,
  ) => void;
}

export function UserProfileForm({
  initial,
  submitting,
  emailLocked = false,
  onSubmit,
}: UserProfileFormProps) {
  const { t } = useTranslation('accounts');
  const { register, control, handleSubmit, formState, reset, setError } = useForm<
    UserProfileFormInput,
    unknown,
    UserProfileFormValues
  >({ resolver: zodResolver(userProfileFormSchema), defaultValues: initial });
  // A save (or a reload) brings new stored values: show them. A failed save keeps the input.
  useEffect(() => reset(initial), [initial, reset]);
  const errors = formState.errors;
  const error = (message: string | undefined) => (message ? messageText(message) : undefined);
  return (
    <Paper withBorder p="lg" radius="md">
      <form
        onSubmit={(event) => void handleSubmit((values) => onSubmit(values, setError))(event)}
        noValidate
      >
        <Stack>
          <Title order={3}>{t('profile.edit')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('profile.givenName')}
              required
              error={error(errors.givenName?.message)}
              {...register('givenName')}
            />
            <TextInput
              label={t('profile.familyName')}
              required
              error={error(errors.familyName?.message)}
              {...register('familyName')}
            />
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <Select
                  label={t('profile.gender')}
                  data={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  clearable
                />
              )}
            />
          </SimpleGrid>
          <TextInput
            label={t('profile.email')}
            description={t(emailLocked ? 'profile.emailLocked' : 'profile.emailHint')}
            type="email"
            required
            readOnly={emailLocked}
            error={error(errors.email?.message)}
            {...register('email')}
          />
          <Controller
            control={control}
            name="optOut"
            render={({ field }) => (
              <Switch
                label={t('profile.optOut')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submitting}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
