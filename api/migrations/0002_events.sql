-- Outbox: every change others may want to see live, written in the writer's transaction.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  type text NOT NULL,
  company_id integer,
  user_id integer,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
