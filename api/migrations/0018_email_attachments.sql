-- What went along with a mail (file names), so the log shows that an invoice mail
-- carried its PDF and e-invoice.
ALTER TABLE email_log ADD COLUMN attachments text[] NOT NULL DEFAULT '{}';
