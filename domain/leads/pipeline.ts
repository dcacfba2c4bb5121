import { ASSIGNED_LEAD_STATES, type AssignedLeadState } from './assigned-lead-state';
import { CRM_TASK_TYPES, type CrmTaskType } from './crm-task-types';

/**
 * The states a company sets itself: new through archive. 'claimed' (8) comes
 * only from an accepted claim, and a claimed lead stays claimed.
 */
export function canSetState(from: number, to: number): boolean {
  if (from === ASSIGNED_LEAD_STATES.claimed) return false;
  return to >= ASSIGNED_LEAD_STATES.new && to <= ASSIGNED_LEAD_STATES.archive;
}

const CONTACT_TASKS: readonly number[] = [
  CRM_TASK_TYPES.phone_contact,
  CRM_TASK_TYPES.email_contact,
  CRM_TASK_TYPES.whatsapp_contact,
  CRM_TASK_TYPES.chat_contact,
  CRM_TASK_TYPES.other_contact,
  CRM_TASK_TYPES.letter,
];

/** The pipeline state a task type shows the company has reached, if any. */
function stateOfTask(type: CrmTaskType): AssignedLeadState | null {
  if (CONTACT_TASKS.includes(type)) return ASSIGNED_LEAD_STATES.contact;
  if (type === CRM_TASK_TYPES.appointment) return ASSIGNED_LEAD_STATES.appointment;
  if (type === CRM_TASK_TYPES.quote) return ASSIGNED_LEAD_STATES.offer;
  if (type === CRM_TASK_TYPES.became_customer || type === CRM_TASK_TYPES.fulfilled)
    return ASSIGNED_LEAD_STATES.client;
  if (type === CRM_TASK_TYPES.not_customer) return ASSIGNED_LEAD_STATES.archive;
  return null;
}

/**
 * Recording a task moves the lead forward in the pipeline (a quote sent means
 * "offer"), never back, and never out of archive or claimed; "not a customer"
 * archives it.
 */
export function stateAfterTask(current: number, type: CrmTaskType): number {
  const reached = stateOfTask(type);
  if (reached === null) return current;
  if (current === ASSIGNED_LEAD_STATES.claimed || current === ASSIGNED_LEAD_STATES.archive)
    return current;
  if (reached === ASSIGNED_LEAD_STATES.archive) return reached;
  return Math.max(current, reached);
}
