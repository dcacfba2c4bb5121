import { z } from 'zod';
import { listOf } from '../shared/responses';

const id = z.number().int();

/** A CRM task on an assigned lead. */
export const crmTaskSchema = z
  .object({
    id,
    assigned_lead_id: id,
    type: z.number().int(),
    task_date: z.string(),
    send_reminder: z.boolean(),
    request_review: z.boolean(),
    note: z.string().nullable(),
    user_id: id.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'CrmTask' });

/** The consumer's request as the company that got it sees it. */
export const assignedLeadLeadSchema = z
  .object({
    id,
    discr: z.string(),
    product_name: z.string(),
    gender: z.string().nullable(),
    given_name: z.string().nullable(),
    family_name: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    additional_phone_number: z.string().nullable(),
    contact_preference: z.string().nullable(),
    company_name: z.string().nullable(),
    street: z.string().nullable(),
    house_number: z.string().nullable(),
    postal_code: z.string(),
    city: z.string().nullable(),
    country: z.string(),
    building_year: z.number().int().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    answers: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
    description: z.string().nullable(),
    created: z.string(),
  })
  .meta({ id: 'AssignedLeadLead' });

/** A lead assigned to a company, worked through its pipeline. */
export const assignedLeadSchema = z
  .object({
    id,
    company_id: id,
    state: z.number().int(),
    price_cents: z.number().int(),
    origin: z.string(),
    allow_claim: z.boolean(),
    created_at: z.string(),
    lead: assignedLeadLeadSchema,
    crm_tasks: z.array(crmTaskSchema),
    version: z.number().int(),
  })
  .meta({ id: 'AssignedLead' });

export const assignedLeadListSchema = listOf(assignedLeadSchema).meta({ id: 'AssignedLeadList' });
