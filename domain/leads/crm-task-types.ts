/** CRM task types a company records on an assigned lead, by their stored code. */
export const CRM_TASK_TYPES = {
  phone_no_contact: 100,
  whatsapp_sent: 125,
  email_sent: 150,
  chat_sent: 175,
  other_contact: 200,
  whatsapp_contact: 212,
  phone_contact: 225,
  letter: 250,
  chat_contact: 262,
  email_contact: 275,
  appointment: 400,
  quote: 500,
  became_customer: 600,
  not_customer: 700,
  fulfilled: 900,
} as const;

export type CrmTaskTypeName = keyof typeof CRM_TASK_TYPES;
export type CrmTaskType = (typeof CRM_TASK_TYPES)[CrmTaskTypeName];

export const CRM_TASK_TYPE_CODES: readonly CrmTaskType[] = Object.values(CRM_TASK_TYPES);

export function isCrmTaskType(value: unknown): value is CrmTaskType {
  return typeof value === 'number' && (CRM_TASK_TYPE_CODES as readonly number[]).includes(value);
}

/** A new task is dated at the start of the current hour. */
export function defaultCrmTaskDate(now: Date = new Date()): Date {
  const date = new Date(now);
  date.setMinutes(0, 0, 0);
  return date;
}
