import { Anchor, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '#domain/shared/format-file-size';
import type { ChatMessageFieldsFragment } from '../../../gql/graphql';

const time = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** One message: its text, its files (photos as thumbnails, PDF as links), writer, time and, for one's own, the receipt. */
export function ChatMessageBubble({
  message,
  own,
}: {
  message: ChatMessageFieldsFragment;
  own: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  return (
    <Box style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
      <Paper
        p="xs"
        radius="md"
        bg={own ? 'teal.0' : 'gray.1'}
        data-testid="chat-message"
        data-side={message.side}
      >
        <Stack gap={6}>
          {message.message && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.message}
            </Text>
          )}
          {message.attachments.length > 0 && (
            <Group gap="xs" data-testid="chat-attachments">
              {message.attachments.map((file) =>
                file.mediaType.startsWith('image/') ? (
                  <Anchor key={file.id} href={file.url} target="_blank" rel="noreferrer">
                    <Image
                      src={file.url}
                      alt={file.fileName}
                      w={120}
                      h={90}
                      fit="cover"
                      radius="sm"
                    />
                  </Anchor>
                ) : (
                  <Anchor
                    key={file.id}
                    href={file.url}
                    target="_blank"
                    rel="noreferrer"
                    size="sm"
                    data-testid="chat-attachment-link"
                  >
                    PDF · {file.fileName} ({formatFileSize(file.size)})
                  </Anchor>
                ),
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      <Text size="xs" c="dimmed" ta={own ? 'right' : 'left'}>
        {message.side === 'company' ? message.senderCompany : message.sender} ·{' '}
        {time(message.created, i18n.language)}
        {own && (
          <span data-testid="chat-receipt">
            {' · '}
            {message.read ? t('read') : t('sent')}
          </span>
        )}
      </Text>
    </Box>
  );
}
