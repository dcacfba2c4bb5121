import '@mantine/dropzone/styles.css';
import { ActionIcon, Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

export interface LeadAttachmentRow {
  id: string;
  fileName: string;
  size: number;
  createdAt: string;
  url: string;
}

interface LeadAttachmentsCardProps {
  rows: LeadAttachmentRow[];
  uploading: boolean;
  onUpload: (file: File) => void;
  onReject: () => void;
  onDelete: (row: LeadAttachmentRow) => void;
}

// Shown to the user; the api checks type and size again.
const MAX_BYTES = 10 * 1024 * 1024;

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The lead's files: download links, delete (asked first), and a drop zone to add one. */
export function LeadAttachmentsCard({
  rows,
  uploading,
  onUpload,
  onReject,
  onDelete,
}: LeadAttachmentsCardProps) {
  const { t, i18n } = useTranslation('leads');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{t('attachments.title')}</Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('attachments.empty')}
          </Text>
        ) : (
          <Table data-testid="lead-attachments">
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="lead-attachment">
                  <Table.Td>
                    <Anchor href={row.url} target="_blank" rel="noreferrer">
                      {row.fileName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{fileSize(row.size)}</Table.Td>
                  <Table.Td>{formatDateTime(row.createdAt, i18n.language)}</Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('attachments.delete', { name: row.fileName })}
                      onClick={() => onDelete(row)}
                    >
                      ✕
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Dropzone
          onDrop={(files) => files[0] && onUpload(files[0])}
          onReject={onReject}
          maxSize={MAX_BYTES}
          maxFiles={1}
          multiple={false}
          loading={uploading}
          data-testid="lead-attachment-dropzone"
        >
          <Group justify="center" mih={50} style={{ pointerEvents: 'none' }}>
            <Text size="sm" c="dimmed" ta="center">
              {t('attachments.drop')}
            </Text>
          </Group>
        </Dropzone>
      </Stack>
    </Paper>
  );
}
