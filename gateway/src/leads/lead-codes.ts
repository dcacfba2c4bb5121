import {
  ASSIGNED_LEAD_STATES,
  assignedLeadStateName,
  type AssignedLeadStateName,
} from '#domain/leads/assigned-lead-state';
import { CRM_TASK_TYPES, type CrmTaskTypeName } from '#domain/leads/crm-task-types';

/** The enum name of an assigned-lead state code (GraphQL AssignedLeadState). */
export function stateName(code: number): AssignedLeadStateName {
  const name = assignedLeadStateName(code);
  if (!name) throw new Error(`unknown assigned lead state ${code}`);
  return name;
}

export const stateCode = (name: AssignedLeadStateName): number => ASSIGNED_LEAD_STATES[name];

/** The enum name of a CRM task type code (GraphQL CrmTaskType). */
export function taskTypeName(code: number): CrmTaskTypeName {
  const name = (Object.keys(CRM_TASK_TYPES) as CrmTaskTypeName[]).find(
    (key) => CRM_TASK_TYPES[key] === code,
  );
  if (!name) throw new Error(`unknown CRM task type ${code}`);
  return name;
}

export const taskTypeCode = (name: CrmTaskTypeName): number => CRM_TASK_TYPES[name];
