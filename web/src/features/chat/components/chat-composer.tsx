import '@mantine/dropzone/styles.css';
import { ActionIcon, Button, FileButton, Group, Pill, Stack, Text, Textarea } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '#domain/shared/format-file-size';
import { notifyError } from '../../../lib/notify';
import { sendUpload } from '../../../lib/upload-file';

/** What the api keeps checking by content and size; here only to refuse early. */
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];
const MAX_BYTES = 10 * 1024 * 1024;
const MAX_FILES = 5;

/** A paperclip drawn inline (no icon font or emoji needed). */
function PaperclipIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M21 11.5l-8.6 8.6a5.5 5.5 0 01-7.8-7.8l8.6-8.6a3.7 3.7 0 015.2 5.2l-8.6 8.6a1.8 1.8 0 01-2.6-2.6l7.9-7.9"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface PendingAttachment {
  id: string;
  fileName: string;
  size: number;
}

interface UploadAnswer {
  id: number;
  file_name: string;
  size: number;
}

interface ChatComposerProps {
  conversationId: string;
  sending: boolean;
  /** Resolves true when the message went out (the composer then empties). */
  onSend: (message: string, attachmentIds: string[]) => Promise<boolean>;
}

/**
 * Writing a message: Enter sends, Shift-Enter adds a line, nothing empty is sent.
 * Files (photos, PDF) come by the paperclip or by dropping them on the composer;
 * each is uploaded at once and goes with the next message.
 */
export function ChatComposer({ conversationId, sending, onSend }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PendingAttachment[]>([]);
  const [uploading, setUploading] = useState(0);

  async function add(chosen: File[]) {
    const room = MAX_FILES - files.length;
    if (chosen.length > room) notifyError('MESSAGE.UPLOAD_FAILED');
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      setUploading((n) => n + 1);
      const result = await sendUpload<UploadAnswer>(
        `/upload/chat/${conversationId}/attachment`,
        file,
      );
      setUploading((n) => n - 1);
      if (!result.ok) notifyError(result.error);
      else
        setFiles((list) => [
          ...list,
          {
            id: String(result.answer.id),
            fileName: result.answer.file_name,
            size: result.answer.size,
          },
        ]);
    }
  }

  const ready = (text.trim() !== '' || files.length > 0) && uploading === 0;
  async function submit() {
    if (!ready || sending) return;
    const sent = await onSend(
      text.trim(),
      files.map((file) => file.id),
    );
    if (sent) {
      setText('');
      setFiles([]);
    }
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <Dropzone
      onDrop={(dropped) => void add(dropped)}
      onReject={() => notifyError('MESSAGE.FILE_TYPE_NOT_SUPPORTED')}
      accept={ACCEPTED}
      maxSize={MAX_BYTES}
      activateOnClick={false}
      activateOnKeyboard={false}
      enablePointerEvents
      p={4}
      style={{ userSelect: 'auto' }}
      data-testid="chat-composer"
    >
      <Stack gap={6}>
        {(files.length > 0 || uploading > 0) && (
          <Group gap={6} data-testid="chat-pending-files">
            {files.map((file) => (
              <Pill
                key={file.id}
                withRemoveButton
                onRemove={() => setFiles((list) => list.filter((f) => f.id !== file.id))}
                removeButtonProps={{ 'aria-label': t('removeFile', { name: file.fileName }) }}
              >
                {file.fileName} ({formatFileSize(file.size)})
              </Pill>
            ))}
            {uploading > 0 && (
              <Text size="xs" c="dimmed">
                {t('uploading')}
              </Text>
            )}
          </Group>
        )}
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <FileButton onChange={(chosen) => void add(chosen)} accept={ACCEPTED.join(',')} multiple>
            {(props) => (
              <ActionIcon
                {...props}
                variant="subtle"
                size="lg"
                aria-label={t('attach')}
                title={t('attachHint')}
                disabled={files.length >= MAX_FILES}
              >
                <PaperclipIcon />
              </ActionIcon>
            )}
          </FileButton>
          <Textarea
            aria-label={t('message')}
            placeholder={t('placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            autosize
            minRows={1}
            maxRows={6}
            style={{ flex: 1 }}
            maxLength={5000}
          />
          <Button onClick={() => void submit()} loading={sending} disabled={!ready}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </Dropzone>
  );
}
