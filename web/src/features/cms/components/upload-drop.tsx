import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useCmsTexts } from '../hooks/use-cms-texts';

const MAX_BYTES = 10 * 1024 * 1024;

interface UploadDropProps {
  uploading: boolean;
  onFiles: (files: File[]) => void;
  onReject: () => void;
}

/** Files dropped or chosen; the api checks their type by content. */
export function UploadDrop({ uploading, onFiles, onReject }: UploadDropProps) {
  const { t } = useCmsTexts();
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={onReject}
      maxSize={MAX_BYTES}
      loading={uploading}
      data-testid="upload-dropzone"
    >
      <Group justify="center" mih={60} style={{ pointerEvents: 'none' }}>
        <Text size="sm" c="dimmed" ta="center">
          {t('upload.drop')}
        </Text>
      </Group>
    </Dropzone>
  );
}
