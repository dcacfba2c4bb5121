import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { products } from '../products';
import type { AssignedLeadRow } from './assigned-lead.table';
import { crmTasks, type CrmTaskRow } from './crm-task.table';
import { leads } from './lead.table';

export function crmTaskJson(task: CrmTaskRow) {
  return {
    id: task.id,
    assigned_lead_id: task.assignedLeadId,
    type: task.type,
    task_date: task.taskDate.toISOString(),
    send_reminder: task.sendReminder,
    request_review: task.requestReview,
    note: task.note,
    user_id: task.userId,
    created_at: task.createdAt.toISOString(),
  };
}

/** Assigned leads with their lead, product and CRM tasks, in three queries whatever their number. */
export async function assignedLeadsJson(db: Executor, rows: AssignedLeadRow[]) {
  if (rows.length === 0) return [];
  const leadRows = await db
    .select({ lead: leads, discr: products.discr, productName: products.name })
    .from(leads)
    .innerJoin(products, eq(products.id, leads.productId))
    .where(inArray(leads.id, [...new Set(rows.map((row) => row.leadId))]));
  const tasks = await db
    .select()
    .from(crmTasks)
    .where(
      inArray(
        crmTasks.assignedLeadId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(crmTasks.taskDate), asc(crmTasks.id));
  const leadById = new Map(leadRows.map((row) => [row.lead.id, row]));
  return rows.map((row) => {
    const { lead, discr, productName } = leadById.get(row.leadId)!;
    return {
      id: row.id,
      company_id: row.companyId,
      state: row.state,
      price_cents: row.priceCents,
      origin: row.origin,
      allow_claim: row.allowClaim,
      created_at: row.createdAt.toISOString(),
      lead: {
        id: lead.id,
        discr,
        product_name: productName,
        gender: lead.gender,
        given_name: lead.givenName,
        family_name: lead.familyName,
        email: lead.email,
        phone_number: lead.phoneNumber,
        additional_phone_number: lead.additionalPhoneNumber,
        contact_preference: lead.contactPreference,
        company_name: lead.companyName,
        street: lead.street,
        house_number: lead.houseNumber,
        postal_code: lead.postalCode,
        city: lead.city,
        country: lead.country,
        building_year: lead.buildingYear,
        latitude: lead.latitude,
        longitude: lead.longitude,
        answers: lead.answers,
        description: lead.description,
        created: lead.createdAt.toISOString(),
      },
      crm_tasks: tasks.filter((task) => task.assignedLeadId === row.id).map(crmTaskJson),
      version: row.version,
    };
  });
}
