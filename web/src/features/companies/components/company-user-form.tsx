import {
  Button,
  Group,
  Paper,
  PasswordInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '#domain/accounts/user-input';
import { messageText } from '../../../lib/message-text';
import {
  companyUserFormSchema,
  type CompanyUserFormInput,
  type CompanyUserFormValues,
} from '../company-user-schema';

export interface ExistingUser {
  email: string;
  givenName: string;
  familyName: string;
  gender: string | null;
}

interface CompanyUserFormProps {
  companyName: string;
  /** The company has no main user yet: the first user becomes it. */
  firstUser: boolean;
  canGeneratePasswords: boolean;
  /** The account found for the typed e-mail: its name and gender are prefilled and locked. */
  existing: ExistingUser | null;
  submitting: boolean;
  onEmailBlur: (email: string) => void;
  onSubmit: (values: CompanyUserFormValues) => void;
  onCancel: () => void;
}

export function CompanyUserForm(props: CompanyUserFormProps) {
  const { t } = useTranslation('companies');
  const { register, control, handleSubmit, formState, setValue } = useForm<
    CompanyUserFormInput,
    unknown,
    CompanyUserFormValues
  >({
    resolver: zodResolver(companyUserFormSchema),
    defaultValues: {
      email: '',
      givenName: '',
      familyName: '',
      gender: '',
      admin: props.firstUser,
      passwordMode: 'none',
      password: '',
    },
  });
  const { existing } = props;
  useEffect(() => {
    if (!existing) return;
    setValue('givenName', existing.givenName);
    setValue('familyName', existing.familyName);
    setValue(
      'gender',
      existing.gender === 'male' || existing.gender === 'female' ? existing.gender : '',
    );
  }, [existing, setValue]);
  const errors = formState.errors;
  const error = (message: string | undefined) => (message ? messageText(message) : undefined);
  const passwordMode = useWatch({ control, name: 'passwordMode' });
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={(event) => void handleSubmit(props.onSubmit)(event)} noValidate>
        <Stack>
          <Title order={2}>{t('userNew.title', { company: props.companyName })}</Title>
          <TextInput
            label={t('userNew.email')}
            type="email"
            required
            error={error(errors.email?.message)}
            {...register('email', {
              onBlur: (event: { target: { value: string } }) =>
                props.onEmailBlur(event.target.value),
            })}
          />
          {existing && (
            <Text size="sm" c="dimmed" data-testid="existing-user">
              {t('userNew.existing')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('userNew.givenName')}
              required
              readOnly={existing !== null}
              error={error(errors.givenName?.message)}
              {...register('givenName')}
            />
            <TextInput
              label={t('userNew.familyName')}
              required
              readOnly={existing !== null}
              error={error(errors.familyName?.message)}
              {...register('familyName')}
            />
            <Controller
              control={control}
              name="gender"
              render={({ field }) => (
                <Select
                  label={t('userNew.gender')}
                  data={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  disabled={existing !== null}
                  clearable
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="admin"
            render={({ field }) => (
              <Switch
                label={t('userNew.admin')}
                description={props.firstUser ? t('userNew.firstIsMain') : t('userNew.adminHint')}
                checked={field.value}
                disabled={props.firstUser}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          {props.canGeneratePasswords && !existing && (
            <Controller
              control={control}
              name="passwordMode"
              render={({ field }) => (
                <Radio.Group
                  label={t('userNew.password')}
                  value={field.value}
                  onChange={field.onChange}
                >
                  <Stack gap="xs" mt="xs">
                    <Radio value="none" label={t('userNew.passwordNone')} />
                    <Radio value="generate" label={t('userNew.passwordGenerate')} />
                    <Radio value="set" label={t('userNew.passwordSet')} />
                  </Stack>
                </Radio.Group>
              )}
            />
          )}
          {passwordMode === 'set' && !existing && (
            <PasswordInput
              label={t('userNew.passwordValue')}
              autoComplete="new-password"
              error={error(errors.password?.message)}
              {...register('password')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onCancel}>
              {t('action.cancel')}
            </Button>
            <Button type="submit" loading={props.submitting}>
              {t('userNew.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
