import { snakeFields } from '../rest/snake-fields';
import { snakeToCamel } from '#domain/shared/case-names';
import { withCamelFields, withRenamedFields } from '../rest/camel-fields';
import { queryString } from '../companies/rest-bodies';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { catalogueProduct } from '../products/loaders';
import type { RestClient } from '../rest/rest-client';
import { orNull } from '../rest/rest-error';
import { answerList } from './lead-answers';
import { stateCode, stateName, taskTypeCode, taskTypeName } from './lead-codes';
import { assignedLeadListQuery, leadBody, leadListQuery } from './rest-bodies';
import type {
  RestLeadAssignment,
  RestLeadAddress,
  RestCrmTask,
  RestAssignedLeadLead,
  RestAssignedLead,
  RestIntakeResult,
  RestLead,
  RestLeadAttachment,
  RestLeadNote,
  RestNearMatch,
} from './rest-types';
import { leadSubscriptionResolvers } from './subscription-resolvers';

/**
 * The payload's field names as the flat LeadInput has them: address.postal_code ->
 * postalCode, phone_number -> phoneNumber; answers.<question key> keep the product's key.
 */
function withLeadFields<T>(call: Promise<T>): Promise<T> {
  return withRenamedFields(call, (key) =>
    key.startsWith('answers.') ? key : snakeToCamel(key.replace(/^address\./, '')),
  );
}

/** The staff actions on a lead: each is its own POST /lead/{id}/<action> in the api. */
type LeadAction =
  | 'verified'
  | 'restart'
  | 'auto_match'
  | 'stop_matching'
  | 'handled'
  | `bad/${string}`
  | 'dont_call'
  | 'feedback_request'
  | 'phonenumber_request'
  | 'thank_you_client'
  | 'notify_companies';

/** A staff action on a lead (POST /lead/{id}/{action}), answering the lead as it is after it. */
const leadAction = (rest: RestClient, id: string | number, action: LeadAction) =>
  rest.typed.post(`/lead/${numericId(id)}/${action}`);

/** Staff lead screens and the customer's leads (schema/leads.graphql). */
const leadResolvers = {
  Query: {
    leads: async (_parent, { filter, sort, page, pageSize }, { rest }) =>
      rest.typed.get('/lead', {
        ...leadListQuery(filter, sort),
        page: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    lead: (_parent, { id }, { rest }) => orNull(rest.typed.get(`/lead/${numericId(id)}`)),
    onHoldLeadCount: async (_parent, _args, { rest }) =>
      (await rest.typed.get('/lead/on_hold_count')).count,
    badLeadReasons: async (_parent, _args, { rest }) =>
      (await rest.typed.get('/bad_lead_reason')).items,
    leadCsvUrl: (_parent, { filter, sort, page }) => {
      const search = queryString({ ...leadListQuery(filter, sort), page: page ?? undefined });
      return `/export/leads.csv${search ? `?${search}` : ''}`;
    },
    assignedLeads: (_parent, { companyId, filter, page, pageSize }, { rest }) =>
      rest.typed.get('/assigned_lead', {
        company: numericId(companyId),
        ...assignedLeadListQuery(filter),
        page: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    assignedLead: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/assigned_lead/${numericId(id)}`)),
  },
  Mutation: {
    addLead: (_parent, { input }, { rest }) =>
      withLeadFields(rest.typed.post('/lead', leadBody(input))),
    addPartnerLead: (_parent, { input }, { rest }) =>
      withLeadFields(rest.typed.post('/partner/lead', leadBody(input))),
    verifyLead: (_parent, { id }, { rest }) => leadAction(rest, id, 'verified'),
    restartMatching: (_parent, { id }, { rest }) => leadAction(rest, id, 'restart'),
    matchLeadNow: (_parent, { id }, { rest }) => leadAction(rest, id, 'auto_match'),
    stopMatching: (_parent, { id }, { rest }) => leadAction(rest, id, 'stop_matching'),
    markLeadHandled: (_parent, { id }, { rest }) => leadAction(rest, id, 'handled'),
    markLeadBad: (_parent, { id, reason }, { rest }) =>
      withCamelFields(leadAction(rest, id, `bad/${encodeURIComponent(reason)}`)),
    setDoNotCall: (_parent, { id }, { rest }) => leadAction(rest, id, 'dont_call'),
    markMustCall: (_parent, { id }, { rest }) =>
      rest.typed.post(`/v2/lead/${numericId(id)}/mark-must-be-called`),
    requestLeadFeedback: (_parent, { id }, { rest }) => leadAction(rest, id, 'feedback_request'),
    requestPhoneNumber: (_parent, { id }, { rest }) => leadAction(rest, id, 'phonenumber_request'),
    thankConsumer: (_parent, { id }, { rest }) => leadAction(rest, id, 'thank_you_client'),
    notifyCompanies: (_parent, { id }, { rest }) => leadAction(rest, id, 'notify_companies'),
    addLeadNote: async (_parent, { leadId, kind, text }, { rest }) => {
      const id = numericId(leadId);
      await withCamelFields(
        rest.typed.post(`/${kind === 'call' ? 'call-note' : 'note'}/lead/${id}`, { text }),
      );
      return rest.typed.get(`/lead/${id}`);
    },
    deleteLeadAttachment: async (_parent, { leadId, attachmentId }, { rest }) => {
      const id = numericId(leadId);
      await rest.typed.delete(`/lead/${id}/attachment/${numericId(attachmentId)}`);
      return rest.typed.get(`/lead/${id}`);
    },
    assignLeadTo: (_parent, { leadId, companyId }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/match/lead/${numericId(leadId)}`, {
          company_id: numericId(companyId),
        }),
      ),
    setAssignedLeadState: (_parent, { id, state, version }, { rest }) =>
      rest.typed.post(`/assigned_lead/${numericId(id)}/state`, {
        state: stateCode(state),
        version: version ?? undefined,
      }),
    addCrmTask: (_parent, { assignedLeadId, input }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/assigned_lead/${numericId(assignedLeadId)}/crm_task`, {
          type: taskTypeCode(input.type),
          task_date: input.taskDate ?? null,
          send_reminder: input.sendReminder ?? false,
          request_review: input.requestReview ?? false,
          note: input.note ?? null,
        }),
      ),
  },
  Lead: {
    ...snakeFields<RestLead>()(
      'given_name',
      'family_name',
      'phone_number',
      'additional_phone_number',
      'contact_preference',
      'company_name',
      'remaining_assignments',
      'must_be_verified',
      'on_hold',
      'hold_reasons',
      'bad_reason',
      'stop_matching',
      'must_call',
      'do_not_call',
      'duplicate_of_id',
      'feedback_requested_on',
      'phone_number_requested_on',
    ),
    product: (lead, _args, { loaders }) => catalogueProduct(loaders, { id: lead.product_id }),
    answers: async (lead, _args, { loaders }) =>
      answerList(await catalogueProduct(loaders, { id: lead.product_id }), lead.answers),
    assignments: (lead) => lead.assigned_leads,
    notes: async (lead, _args, { rest }) => (await rest.typed.get(`/note/lead/${lead.id}`)).items,
    callNotes: async (lead, _args, { rest }) =>
      (await rest.typed.get(`/call-note/lead/${lead.id}`)).items,
    attachments: async (lead, _args, { rest }) =>
      (await rest.typed.get(`/lead/${lead.id}/attachment`)).items,
    sameConsumerLeads: async (lead, _args, { rest }) =>
      (await rest.typed.get(`/lead/${lead.id}/from_same_user`)).items,
    previousLeadId: async (lead, _args, { rest }) =>
      (await orNull(rest.typed.get(`/lead/${lead.id}/prev`)))?.id ?? null,
    nextLeadId: async (lead, _args, { rest }) =>
      (await orNull(rest.typed.get(`/lead/${lead.id}/next`)))?.id ?? null,
    nearMatches: async (lead, _args, { rest }) =>
      (await rest.typed.get(`/match/lead/${lead.id}/near_matches`)).items,
  },
  LeadIntakeResult: {
    ...snakeFields<RestIntakeResult>()('lead_id', 'duplicate_of_id'),
  },
  LeadNote: {
    ...snakeFields<RestLeadNote>()('created_at'),
    author: (note) => note.user_name,
  },
  LeadAttachment: {
    ...snakeFields<RestLeadAttachment>()('file_name', 'media_type', 'created_at'),
    // The api's read-back path, served by the gateway's pass-through under /files.
    url: (file) => `/files${file.url}`,
  },
  NearMatch: {
    ...snakeFields<RestNearMatch>()('company_id', 'company_name', 'price_cents'),
    company: (match, _args, { loaders }) => loaders.companyById.load(match.company_id),
    companyState: (match) => match.company_state as never,
  },
  LeadAddress: {
    ...snakeFields<RestLeadAddress>()('house_number', 'postal_code', 'building_year'),
  },
  LeadAssignment: {
    ...snakeFields<RestLeadAssignment>()(
      'company_name',
      'price_cents',
      'price_source',
      'created_at',
    ),
    company: (assignment, _args, { loaders }) => loaders.companyById.load(assignment.company_id),
    state: (assignment) => stateName(assignment.state),
  },
  AssignedLead: {
    ...snakeFields<RestAssignedLead>()(
      'company_id',
      'price_cents',
      'allow_claim',
      'created_at',
      'crm_tasks',
    ),
    state: (assigned) => stateName(assigned.state),
  },
  AssignedLeadRequest: {
    ...snakeFields<RestAssignedLeadLead>()(
      'given_name',
      'family_name',
      'phone_number',
      'additional_phone_number',
      'contact_preference',
      'company_name',
    ),
    product: (lead, _args, { loaders }) => catalogueProduct(loaders, { discr: lead.discr }),
    address: (lead) => ({
      street: lead.street,
      house_number: lead.house_number,
      postal_code: lead.postal_code,
      city: lead.city,
      country: lead.country,
      building_year: lead.building_year,
    }),
    answers: async (lead, _args, { loaders }) =>
      answerList(await catalogueProduct(loaders, { discr: lead.discr }), lead.answers),
  },
  CrmTask: {
    ...snakeFields<RestCrmTask>()('task_date', 'send_reminder', 'request_review', 'created_at'),
    type: (task) => taskTypeName(task.type),
  },
} satisfies Resolvers;

/** Every resolver of the leads area. */
export const leadsResolvers = [
  leadResolvers,
  leadSubscriptionResolvers,
] as const satisfies readonly Resolvers[];
