-- Chat attachments: images and PDF on messages. A file is uploaded first (message_id
-- still empty, visible to its uploader only) and joins a message when that is sent.

CREATE TABLE chat_attachments (
  id serial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  message_id integer REFERENCES chat_messages (id) ON DELETE CASCADE,
  uploader_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_key text NOT NULL,
  file_name text NOT NULL,
  media_type text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_attachments_message_idx ON chat_attachments (message_id);
-- Uploads never sent are removed after a day.
CREATE INDEX chat_attachments_unsent_idx ON chat_attachments (created_at) WHERE message_id IS NULL;

-- A message may be only attachments: the api refuses a message with neither text nor files.
ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_text_check;
