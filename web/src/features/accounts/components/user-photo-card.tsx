import '@mantine/dropzone/styles.css';
import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useTranslation } from 'react-i18next';

// What the api accepts; it checks the bytes again.
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

interface UserPhotoCardProps {
  name: string;
  email: string;
  photoUrl: string | null;
  roles: string[];
  uploading: boolean;
  onUpload: (file: File) => void;
  onReject: () => void;
}

/** The person at a glance, with the photo drop zone. */
export function UserPhotoCard(props: UserPhotoCardProps) {
  const { t } = useTranslation('accounts');
  return (
    <Paper withBorder p="lg" radius="md">
      <Group align="flex-start" wrap="wrap">
        <Avatar
          src={props.photoUrl}
          alt={props.name}
          name={props.name}
          color="initials"
          size={96}
          data-testid="profile-photo"
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Title order={2} data-testid="profile-name">
            {props.name}
          </Title>
          <Text c="dimmed">{props.email}</Text>
          <Group gap={4}>
            {props.roles.map((role) => (
              <Badge key={role} variant="light">
                {t(`roles.${role}`, { defaultValue: role })}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Dropzone
          onDrop={(files) => files[0] && props.onUpload(files[0])}
          onReject={props.onReject}
          accept={PHOTO_TYPES}
          maxSize={MAX_BYTES}
          maxFiles={1}
          multiple={false}
          loading={props.uploading}
          data-testid="photo-dropzone"
          w={220}
        >
          <Stack gap={2} align="center" mih={70} justify="center" style={{ pointerEvents: 'none' }}>
            <Text size="sm">{t('profile.photoDrop')}</Text>
            <Text size="xs" c="dimmed">
              {t('profile.photoHint')}
            </Text>
          </Stack>
        </Dropzone>
      </Group>
    </Paper>
  );
}
