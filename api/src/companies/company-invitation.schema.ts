import { z } from 'zod';
import { listOf } from '../shared/responses';
import { companyMemberSchema } from './company-member.schema';
import type { CompanyInvitationRow } from './company-invitation.table';

/** An open invitation of an existing account to a company. */
export const companyInvitationSchema = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    email: z.string(),
    admin: z.boolean(),
    created_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'CompanyInvitation' });

/** The invited account's view: the invitation with the company's name. */
export const receivedInvitationSchema = companyInvitationSchema
  .extend({ company_name: z.string() })
  .meta({ id: 'ReceivedInvitation' });

export const companyInvitationListSchema = listOf(companyInvitationSchema).meta({
  id: 'CompanyInvitationList',
});
export const receivedInvitationListSchema = listOf(receivedInvitationSchema).meta({
  id: 'ReceivedInvitationList',
});

/** POST /company/{id}/user for an existing account a customer adds: the members as they were, and the invitation. */
export const companyUserInvitedSchema = z
  .object({
    items: z.array(companyMemberSchema),
    total: z.number().int(),
    invitation: companyInvitationSchema,
  })
  .meta({ id: 'CompanyUserInvited' });

export const invitationAnswerSchema = z
  .object({ message: z.string(), company_id: z.number().int() })
  .meta({ id: 'InvitationAnswer' });

export function invitationJson(row: CompanyInvitationRow) {
  return {
    id: row.id,
    company_id: row.companyId,
    email: row.email,
    admin: row.admin,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}
