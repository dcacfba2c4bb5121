import { z } from 'zod';
import { defaultCrmTaskDate } from '#domain/leads/crm-task-types';
import type { CrmTaskInput, CrmTaskType } from '../../gql/graphql';
import { localDateTime, parseLocalDateTime } from '../../lib/date-field';

/** The task types in the order a lead goes: contact attempts first, outcomes last. */
export const CRM_TASK_TYPE_ORDER = [
  'phone_no_contact',
  'phone_contact',
  'email_sent',
  'email_contact',
  'whatsapp_sent',
  'whatsapp_contact',
  'chat_sent',
  'chat_contact',
  'letter',
  'other_contact',
  'appointment',
  'quote',
  'became_customer',
  'not_customer',
  'fulfilled',
] as const satisfies readonly CrmTaskType[];

export const crmTaskFormSchema = z.object({
  type: z
    .enum(CRM_TASK_TYPE_ORDER, { error: 'MESSAGE.SELECT_OPTION' })
    .nullable()
    .refine((type) => type !== null, 'MESSAGE.SELECT_OPTION'),
  taskDate: z.string().refine((value) => parseLocalDateTime(value) !== null, {
    message: 'MESSAGE.ENTER_VALID_DATE',
  }),
  sendReminder: z.boolean(),
  requestReview: z.boolean(),
  note: z.string().max(2000, 'MESSAGE.TEXT_TOO_LONG'),
});

export type CrmTaskFormInput = z.input<typeof crmTaskFormSchema>;
export type CrmTaskFormValues = z.output<typeof crmTaskFormSchema>;

/** A new task: no type chosen yet, dated at the start of the current hour. */
export function emptyCrmTask(now = new Date()): CrmTaskFormInput {
  return {
    type: null,
    taskDate: localDateTime(defaultCrmTaskDate(now)),
    sendReminder: false,
    requestReview: false,
    note: '',
  };
}

export function toCrmTaskInput(values: CrmTaskFormValues): CrmTaskInput {
  return {
    type: values.type!,
    taskDate: parseLocalDateTime(values.taskDate)!.toISOString(),
    sendReminder: values.sendReminder,
    requestReview: values.requestReview,
    note: values.note.trim() || null,
  };
}
