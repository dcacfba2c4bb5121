import '@mantine/dropzone/styles.css';
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, PDF_MIME_TYPE } from '@mantine/dropzone';
import { useTranslation } from 'react-i18next';

export type CompanyFileKind = 'logo' | 'list_logo' | 'commercial_register_extract';

export interface CompanyUploadSlot {
  kind: CompanyFileKind;
  /** Where the current file can be seen; null when none. */
  currentUrl: string | null;
}

interface CompanyUploadsCardProps {
  slots: CompanyUploadSlot[];
  busyKind: CompanyFileKind | null;
  onUpload: (kind: CompanyFileKind, file: File) => void;
  onReject: () => void;
}

// Limits shown to the user; the api checks type and size again.
const MAX_BYTES = 5 * 1024 * 1024;

function accepts(kind: CompanyFileKind): string[] {
  return kind === 'commercial_register_extract'
    ? [...PDF_MIME_TYPE, ...IMAGE_MIME_TYPE]
    : IMAGE_MIME_TYPE;
}

export function CompanyUploadsCard({
  slots,
  busyKind,
  onUpload,
  onReject,
}: CompanyUploadsCardProps) {
  const { t } = useTranslation('companies');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={3}>{t('uploads.title')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {slots.map((slot) => (
            <Stack key={slot.kind} gap="xs">
              <Text fw={500} size="sm">
                {t(`uploads.${slot.kind}`)}
              </Text>
              {slot.currentUrl &&
                (slot.kind === 'commercial_register_extract' ? (
                  <Anchor href={slot.currentUrl} target="_blank" rel="noreferrer" size="sm">
                    {t('uploads.open')}
                  </Anchor>
                ) : (
                  <Image
                    src={slot.currentUrl}
                    alt={t(`uploads.${slot.kind}`)}
                    h={60}
                    w="auto"
                    fit="contain"
                  />
                ))}
              <Dropzone
                onDrop={(files) => files[0] && onUpload(slot.kind, files[0])}
                onReject={onReject}
                maxSize={MAX_BYTES}
                maxFiles={1}
                multiple={false}
                accept={accepts(slot.kind)}
                loading={busyKind === slot.kind}
                data-testid={`dropzone-${slot.kind}`}
              >
                <Group justify="center" mih={60} style={{ pointerEvents: 'none' }}>
                  <Text size="sm" c="dimmed" ta="center">
                    {t('uploads.drop')}
                  </Text>
                </Group>
              </Dropzone>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
