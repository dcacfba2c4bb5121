import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WidgetFieldsFragment } from '../../../gql/graphql';

type WidgetImage = WidgetFieldsFragment['images'][number];

interface WidgetImageSlotProps {
  name: string;
  image: WidgetImage | null;
  busy: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
}

/** One named image of a widget: a preview, and upload or remove. */
export function WidgetImageSlot({ name, image, busy, onUpload, onRemove }: WidgetImageSlotProps) {
  const { t } = useTranslation('widgets');
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`widget-image-${name}`}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t(`image.${name}`, { defaultValue: name })}
        </Text>
        {image ? (
          <Image
            src={image.url}
            alt={image.fileName}
            h={90}
            w="auto"
            fit="contain"
            style={{ alignSelf: 'flex-start' }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('image.none')}
          </Text>
        )}
        {image && (
          <Text size="xs" c="dimmed">
            {image.fileName}
            {image.width && image.height ? ` · ${image.width}×${image.height}` : ''}
          </Text>
        )}
        <Group gap="xs">
          <FileButton
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            onChange={(file) => file && onUpload(file)}
          >
            {(props) => (
              <Button size="xs" variant="light" loading={busy} {...props}>
                {image ? t('image.replace') : t('image.upload')}
              </Button>
            )}
          </FileButton>
          {image && (
            <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
              {t('image.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
