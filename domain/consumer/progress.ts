import { CRM_TASK_TYPES } from '#domain/leads/crm-task-types';

/** Steps a consumer sees on a request, each reached by CRM task types (crm-task-types.ts). */
export const CONSUMER_PROGRESS_STEPS = [
  'contact',
  'appointment',
  'offer',
  'agreed',
  'executed',
] as const;
export type ConsumerProgressStep = (typeof CONSUMER_PROGRESS_STEPS)[number];

/** The step a task type counts for; attempts without contact (sent, no answer) and "not customer" count for none. */
export function progressStepForTaskType(type: number): ConsumerProgressStep | null {
  if (type >= CRM_TASK_TYPES.other_contact && type <= CRM_TASK_TYPES.email_contact)
    return 'contact';
  if (type === CRM_TASK_TYPES.appointment) return 'appointment';
  if (type === CRM_TASK_TYPES.quote) return 'offer';
  if (type === CRM_TASK_TYPES.became_customer) return 'agreed';
  if (type === CRM_TASK_TYPES.fulfilled) return 'executed';
  return null;
}

/** The furthest step reached by any task, or null. */
export function highestProgressStep(taskTypes: readonly number[]): ConsumerProgressStep | null {
  let highest = -1;
  for (const type of taskTypes) {
    const step = progressStepForTaskType(type);
    if (step) highest = Math.max(highest, CONSUMER_PROGRESS_STEPS.indexOf(step));
  }
  return highest < 0 ? null : (CONSUMER_PROGRESS_STEPS[highest] ?? null);
}

/** The highest progress-relevant task code (0 when none), compared with 600 for the progress prompt. */
export function highestProgressCode(taskTypes: readonly number[]): number {
  return taskTypes
    .filter((type) => progressStepForTaskType(type) !== null)
    .reduce((max, type) => Math.max(max, type), 0);
}

const DAY_MS = 86_400_000;
export const PROGRESS_PROMPT_MIN_LEAD_AGE_DAYS = 7;
export const PROGRESS_PROMPT_INTERVAL_DAYS = 3;

/**
 * The "how is it going" prompt: for a request older than 7 days, at most once
 * every 3 days, while no company has been agreed on (highest progress below 600).
 */
export function shouldAskConsumerProgress(
  input: {
    leadCreated: Date | string;
    lastAsked: Date | string | null;
    taskTypes: readonly number[];
  },
  now: Date = new Date(),
): boolean {
  const age = now.getTime() - new Date(input.leadCreated).getTime();
  if (age <= PROGRESS_PROMPT_MIN_LEAD_AGE_DAYS * DAY_MS) return false;
  if (
    input.lastAsked &&
    now.getTime() - new Date(input.lastAsked).getTime() < PROGRESS_PROMPT_INTERVAL_DAYS * DAY_MS
  ) {
    return false;
  }
  return highestProgressCode(input.taskTypes) < CRM_TASK_TYPES.became_customer;
}
