-- Chat: one conversation per assigned lead between the consumer and the company,
-- with read receipts and the unread-message mail (docs in api/src/chat).

-- A company can have its chat switched off.
ALTER TABLE companies ADD COLUMN chat_enabled boolean NOT NULL DEFAULT true;

CREATE TABLE conversations (
  id serial PRIMARY KEY,
  assigned_lead_id integer NOT NULL UNIQUE REFERENCES assigned_leads (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The consumer (the lead's user).
  client_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversations_company_idx ON conversations (company_id, last_message_at DESC NULLS LAST);
CREATE INDEX conversations_client_idx ON conversations (client_id, last_message_at DESC NULLS LAST);

CREATE TABLE chat_messages (
  id serial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- Who wrote it: the consumer ('client') or someone of the company ('company').
  sender_side text NOT NULL CHECK (sender_side IN ('client', 'company')),
  sender_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  text text NOT NULL CHECK (length(btrim(text)) > 0),
  read_at timestamptz,
  -- Set when the receiver was mailed about it (once per conversation until read).
  unread_mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id);
CREATE INDEX chat_messages_unread_idx ON chat_messages (conversation_id, sender_side, created_at)
  WHERE read_at IS NULL;
