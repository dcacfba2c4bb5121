/**
 * The api's answers for leads, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';
import type { DomainEventRecord } from '../events/domain-event';

type Schemas = components['schemas'];

/** @mapper Lead */
export type RestLead = Schemas['Lead'];
/** @mapper LeadAssignment */
export type RestLeadAssignment = Schemas['LeadAssignment'];
/** @mapper AssignedLead */
export type RestAssignedLead = Schemas['AssignedLead'];
/** @mapper AssignedLeadRequest */
export type RestAssignedLeadLead = Schemas['AssignedLeadLead'];
/** @mapper CrmTask */
export type RestCrmTask = Schemas['CrmTask'];
/** @mapper LeadAddress */
export type RestLeadAddress = RestLead['address'];
/** @mapper LeadNote */
export type RestLeadNote = Schemas['LeadNote'];
/** @mapper LeadAttachment */
export type RestLeadAttachment = Schemas['LeadAttachment'];
/** @mapper NearMatch */
export type RestNearMatch = Schemas['NearMatch'];
/** @mapper LeadIntakeResult */
export type RestIntakeResult = Schemas['LeadIntakeResult'];

/**
 * A consumer's answer with its question, as GraphQL shows it.
 * @mapper LeadAnswer
 */
export interface LeadAnswerSource {
  questionKey: string;
  question: string;
  answer: string;
}

/** @mapper AssignedLeadChange */
export interface AssignedLeadChangeSource {
  event: DomainEventRecord;
  assignedLead: RestAssignedLead | null;
}
