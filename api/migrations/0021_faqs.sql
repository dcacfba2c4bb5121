-- Frequently asked questions for three audiences (customers, consumers, partners),
-- each list in its own order.
CREATE TABLE faqs (
  id serial PRIMARY KEY,
  audience text NOT NULL CHECK (audience IN ('customer', 'consumer', 'partner')),
  question text NOT NULL CHECK (length(btrim(question)) > 0),
  answer text NOT NULL CHECK (length(btrim(answer)) > 0),
  position integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX faqs_audience_idx ON faqs (audience, position);
