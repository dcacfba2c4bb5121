import '@mantine/dropzone/styles.css';
import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useTranslation } from 'react-i18next';
import { AD_IMAGE_MAX_BYTES, AD_IMAGE_TYPES } from '#domain/marketing/ad-generator';

export interface AdImageInfo {
  url: string;
  fileName: string;
  width: number;
  height: number;
}

interface AdGeneratorImageSlotProps {
  label: string;
  hint?: string;
  image: AdImageInfo | null;
  uploading: boolean;
  onUpload: (file: File) => void;
  onReject: () => void;
  onRemove: () => void;
  testId: string;
}

/** One image place of the ad generator: what is there, a drop zone to (re)place it, remove. */
export function AdGeneratorImageSlot(props: AdGeneratorImageSlotProps) {
  const { t } = useTranslation('marketing');
  const { image } = props;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={props.testId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{props.label}</Text>
          {image && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={props.onRemove}>
              {t('adGenerator.remove')}
            </Button>
          )}
        </Group>
        {props.hint && (
          <Text size="xs" c="dimmed">
            {props.hint}
          </Text>
        )}
        {image ? (
          <Stack gap={2}>
            <Image
              src={image.url}
              alt={image.fileName}
              h={140}
              fit="contain"
              radius="sm"
              bg="gray.1"
              data-testid={`${props.testId}-image`}
            />
            <Text size="xs" c="dimmed" truncate>
              {image.fileName} ·{' '}
              {t('adGenerator.size', { width: image.width, height: image.height })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('adGenerator.empty')}
          </Text>
        )}
        <Dropzone
          onDrop={(files) => files[0] && props.onUpload(files[0])}
          onReject={props.onReject}
          accept={[...AD_IMAGE_TYPES]}
          maxSize={AD_IMAGE_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          loading={props.uploading}
          data-testid={`${props.testId}-dropzone`}
        >
          <Stack gap={2} align="center" mih={56} justify="center" style={{ pointerEvents: 'none' }}>
            <Text size="sm" ta="center">
              {image ? t('adGenerator.dropReplace') : t('adGenerator.drop')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('adGenerator.dropHint')}
            </Text>
          </Stack>
        </Dropzone>
      </Stack>
    </Paper>
  );
}
