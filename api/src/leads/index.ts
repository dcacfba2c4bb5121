// Its tables: other areas read and join them; only leads writes them (tests/shared/table-owners.test.ts).
export { leads } from './lead.table';
export type { LeadRow, NewLeadRow } from './lead.table';
export { assignedLeads } from './assigned-lead.table';
export type { AssignmentOrigin, AssignedLeadRow } from './assigned-lead.table';
export { crmTasks } from './crm-task.table';
export type { CrmTaskRow } from './crm-task.table';
export { leadNotes } from './lead-note.table';
export { leadAttachments } from './lead-attachment.table';
export { notificationIntents } from './notification-intent.table';
export { partnerRequestFailures } from './partner-request-failure.table';
export type { PartnerRequestFailureRow } from './partner-request-failure.table';

// Claims, invoices and reviews change an assigned lead or a lead in their own transaction.
export {
  markAssignedLeadsInvoiced,
  markReviewRequested,
  setAssignedLeadState,
} from './assigned-lead-updates';
export { allowOneMoreAssignment, stopMatchingLead } from './lead-updates';

// A lead bought on the plaza is delivered as an assigned one.
export { deliver } from './assignment-notice';
export type { Deliveries } from './assignment-notice';

// Lead maxima count the leads a company got in a period.
export { periodCounts } from './match-candidates';

// Claims and plaza purchases assign leads as matching does.
export { chargePrepaid, isOnHold, matchLead, writeAssignments } from './matching';
export type { MatchDeps } from './matching';

// The lead generator's home retries and deletes failed partner requests.
export { deletePartnerRequestFailure, retryPartnerRequest } from './partner-request-failures';
