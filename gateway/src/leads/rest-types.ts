/**
 * The api's answers for leads, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';
import type { DomainEventRecord } from '../events/domain-event';

type Schemas = components['schemas'];

export type RestLead = Schemas['Lead'];
export type RestLeadAssignment = Schemas['LeadAssignment'];
export type RestAssignedLead = Schemas['AssignedLead'];
export type RestAssignedLeadLead = Schemas['AssignedLeadLead'];
export type RestCrmTask = Schemas['CrmTask'];
export type RestLeadAddress = RestLead['address'];
export type RestLeadNote = Schemas['LeadNote'];
export type RestLeadAttachment = Schemas['LeadAttachment'];
export type RestNearMatch = Schemas['NearMatch'];
export type RestIntakeResult = Schemas['LeadIntakeResult'];

/** A consumer's answer with its question, as GraphQL shows it. */
export interface LeadAnswerSource {
  questionKey: string;
  question: string;
  answer: string;
}

export interface AssignedLeadChangeSource {
  event: DomainEventRecord;
  assignedLead: RestAssignedLead | null;
}
