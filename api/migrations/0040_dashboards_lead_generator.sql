-- The lead managers' home reads its work lists by small indexed reads (docs/dashboards.md).
-- Prepaid companies by balance: the low-balance list reads the bottom of this index.
CREATE INDEX companies_prepaid_balance_idx ON companies (balance) WHERE is_prepaid;
-- Companies awaiting approval, by name as GET /company/unapproved lists them.
CREATE INDEX companies_unapproved_idx ON companies (name, id) WHERE NOT approved;
-- Mails not sent (yet): the few rows the unsent list and "resend all" read.
CREATE INDEX email_log_unsent_idx ON email_log (created_at) WHERE sent_at IS NULL;
-- Company activities of all companies, newest first (the per-company index leads with the company).
CREATE INDEX company_events_newest_idx ON company_events (created_at DESC, id DESC);
