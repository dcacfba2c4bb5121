import { Avatar, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UserDocument } from '../../../gql/graphql';
import { useViewer } from '../../../lib/viewer';

/**
 * /user/current and /user/:userId: the person's profile. Saving a profile or a
 * photo needs a user-save mutation the schema does not offer yet, so this
 * screen shows the profile only.
 */
export function UserProfileView() {
  const { t } = useTranslation('companies');
  const { userId } = useParams();
  const { viewer } = useViewer();
  const id = userId ?? (viewer ? String(viewer.id) : '');
  const { data, loading } = useQuery(UserDocument, { variables: { id }, skip: !id });
  const user = data?.user;
  if (loading || !user)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group>
          <Avatar src={user.photo ?? undefined} size="lg" alt={user.fullName} />
          <Title order={2}>{user.fullName}</Title>
        </Group>
        <Text>
          {t('userProfile.email')}: {user.email}
        </Text>
        {user.gender && (
          <Text>
            {t('userNew.gender')}: {t(`gender.${user.gender}`)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
