-- Four more work lists on the lead managers' home (docs/dashboards.md, "The lead managers'
-- home"). The review approvals use the existing reviews_status_idx (status, created_at); the
-- broken-link list reads the CMS's small link tables whole.

-- Certification review requests, oldest first: only the few rows waiting for a review.
CREATE INDEX company_certifications_review_idx
  ON company_certifications (updated_at, id) WHERE state = 'review';

-- The latest plaza purchases, newest first: only the assignments bought on the plaza.
CREATE INDEX assigned_leads_plaza_idx
  ON assigned_leads (created_at DESC, id DESC) WHERE origin = 'plaza';
