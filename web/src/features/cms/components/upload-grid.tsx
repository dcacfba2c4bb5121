import {
  ActionIcon,
  Box,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { formatFileSize } from '#domain/shared/format-file-size';
import type { CmsUploadFieldsFragment } from '../../../gql/graphql';
import { useCmsTexts } from '../hooks/use-cms-texts';

interface UploadGridProps {
  uploads: CmsUploadFieldsFragment[];
  /** The upload picked (selector), outlined. */
  selectedId?: string | number | null;
  onPick?: (upload: CmsUploadFieldsFragment) => void;
  onEdit?: (upload: CmsUploadFieldsFragment) => void;
  onDelete?: (upload: CmsUploadFieldsFragment) => void;
}

/** Images and files as a grid of cards: picture or file type, title, size and pixel size. */
export function UploadGrid({ uploads, selectedId, onPick, onEdit, onDelete }: UploadGridProps) {
  const { t } = useCmsTexts();
  if (uploads.length === 0) return <Text c="dimmed">{t('upload.empty')}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 7 }} data-testid="upload-grid">
      {uploads.map((upload) => {
        const selected = selectedId !== undefined && String(selectedId) === String(upload.id);
        return (
          <Card
            key={upload.id}
            withBorder
            padding="xs"
            radius="md"
            data-testid="upload-card"
            data-selected={selected || undefined}
            style={{
              cursor: onPick ? 'pointer' : undefined,
              outline: selected ? '2px solid var(--mantine-color-blue-5)' : undefined,
            }}
            onClick={onPick ? () => onPick(upload) : undefined}
          >
            <Card.Section>
              {upload.isImage ? (
                <Image
                  src={upload.thumbnailUrl}
                  alt={upload.alt || upload.title}
                  h={110}
                  fit="cover"
                  loading="lazy"
                />
              ) : (
                <Box h={110} bg="gray.1" style={{ display: 'grid', placeItems: 'center' }}>
                  <Text fw={700} c="dimmed">
                    {upload.fileType.toUpperCase()}
                  </Text>
                </Box>
              )}
            </Card.Section>
            <Stack gap={2} mt="xs">
              <Text size="sm" fw={500} lineClamp={1} title={upload.title}>
                {upload.title || upload.fileName}
              </Text>
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {formatFileSize(upload.sizeBytes)}
                  {upload.width && upload.height ? ` · ${upload.width}×${upload.height}` : ''}
                </Text>
                <Group gap={2} wrap="nowrap">
                  {onEdit && (
                    <Tooltip label={t('upload.edit')}>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        aria-label={t('upload.editName', { name: upload.title || upload.fileName })}
                        onClick={(event) => {
                          event.stopPropagation();
                          onEdit(upload);
                        }}
                      >
                        ✎
                      </ActionIcon>
                    </Tooltip>
                  )}
                  {onDelete && (
                    <Tooltip label={t('upload.delete')}>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        aria-label={t('upload.deleteName', {
                          name: upload.title || upload.fileName,
                        })}
                        onClick={(event) => {
                          event.stopPropagation();
                          onDelete(upload);
                        }}
                      >
                        ✕
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
