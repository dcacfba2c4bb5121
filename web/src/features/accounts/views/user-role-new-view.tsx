import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GrantRoleDocument, RolesDocument, UsersDocument } from '../../../gql/graphql';
import { messageText } from '../../../lib/message-text';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { RoleSwitches } from '../components/role-switches';
import {
  userRoleGrantSchema,
  type UserRoleGrantInput,
  type UserRoleGrantValues,
} from '../user-profile-schema';

/** /user-roles/new (manager): pick an existing account by e-mail and grant it roles (none by default). */
export function UserRoleNewView() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data: roleData } = useQuery(RolesDocument);
  const [grant] = useMutation(GrantRoleDocument);
  const { register, control, handleSubmit, formState } = useForm<
    UserRoleGrantInput,
    unknown,
    UserRoleGrantValues
  >({ resolver: zodResolver(userRoleGrantSchema), defaultValues: { email: '', roles: [] } });
  const roles = roleData?.roles ?? [];
  if (roles.length === 0)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );

  async function submit(values: UserRoleGrantValues) {
    const { data } = await client.query({
      query: UsersDocument,
      variables: { search: values.email, page: 1, itemsPerPage: 50 },
      fetchPolicy: 'network-only',
    });
    const user = data?.users.items.find(
      (u) => u.email.toLowerCase() === values.email.toLowerCase(),
    );
    if (!user) return notifyError('MESSAGE.NOT_FOUND');
    try {
      for (const name of values.roles) {
        const role = roles.find((r) => r.name === name);
        if (role) await grant({ variables: { userId: String(user.id), roleId: String(role.id) } });
      }
    } catch {
      return; // shown by the error link
    }
    notifySuccess('MESSAGE.CHANGES_SAVED');
    await navigate(`/user-roles/${user.id}`);
  }

  const errors = formState.errors;
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <Stack>
          <Group justify="space-between">
            <Title order={2}>{t('userRoles.newTitle')}</Title>
            <Anchor component={Link} to="/user-roles">
              {t('userRoles.back')}
            </Anchor>
          </Group>
          <TextInput
            label={t('userRoles.email')}
            description={t('userRoles.emailHint')}
            type="email"
            required
            error={errors.email?.message ? messageText(errors.email.message) : undefined}
            {...register('email')}
          />
          <Controller
            control={control}
            name="roles"
            render={({ field }) => {
              const held = field.value ?? [];
              return (
                <RoleSwitches
                  roles={roles.map((r) => r.name)}
                  held={held}
                  error={errors.roles?.message ? messageText(errors.roles.message) : undefined}
                  onChange={(role, on) =>
                    field.onChange(on ? [...held, role] : held.filter((r) => r !== role))
                  }
                />
              );
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting}>
              {t('userRoles.grant')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
