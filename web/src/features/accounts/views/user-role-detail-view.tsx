import { useState } from 'react';
import { Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  GrantRoleDocument,
  RemoveRoleDocument,
  RolesDocument,
  UserDocument,
} from '../../../gql/graphql';
import { confirmRemoval } from '../confirm-removal';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { RoleSwitches } from '../components/role-switches';

/** /user-roles/:id (manager): grant and remove roles; the last role stays. */
export function UserRoleDetailView() {
  const { t } = useTranslation('accounts');
  const { id = '' } = useParams();
  const { data } = useQuery(UserDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const { data: roleData } = useQuery(RolesDocument);
  const [grant] = useMutation(GrantRoleDocument);
  const [remove] = useMutation(RemoveRoleDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const user = data?.user;
  const roles = roleData?.roles ?? [];
  if (!user || roles.length === 0)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );

  async function change(roleName: string, on: boolean) {
    if (!user) return;
    const role = roles.find((r) => r.name === roleName);
    if (!role) return;
    if (!on && user.roles.length <= 1) return notifyError('MESSAGE.ROLE_REQUIRED');
    const label = t(`roles.${roleName}`, { defaultValue: roleName });
    if (
      !on &&
      !(await confirmRemoval(t('userRoles.removeConfirm', { role: label, name: user.email })))
    )
      return;
    setBusy(roleName);
    const variables = { userId: String(user.id), roleId: String(role.id) };
    try {
      await (on ? grant({ variables }) : remove({ variables }));
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // Shown by the error link (e.g. MESSAGE.ROLE_REQUIRED).
    } finally {
      setBusy(null);
    }
  }

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2}>{user.fullName || user.email}</Title>
          <Anchor component={Link} to="/user-roles">
            {t('userRoles.back')}
          </Anchor>
        </Group>
        <Text c="dimmed">{user.email}</Text>
        <RoleSwitches
          roles={roles.map((r) => r.name)}
          held={user.roles}
          busy={busy}
          onChange={(role, on) => void change(role, on)}
        />
      </Stack>
    </Paper>
  );
}
