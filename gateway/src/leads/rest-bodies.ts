import type { AssignedLeadFilter, LeadFilter, LeadInput, LeadSort } from '../generated/resolvers';
import type { RestQuery } from '../rest/rest-client';
import { stateCode } from './lead-codes';

const flag = (value: boolean | null | undefined) =>
  value === null || value === undefined ? undefined : value ? 'y' : 'n';

/** The staff lead list's query string: the sort name ends in _asc for ascending. */
export function leadListQuery(
  filter: LeadFilter | null | undefined,
  sort: LeadSort | null | undefined,
): RestQuery {
  const column = (sort ?? 'created').replace(/_asc$/, '');
  return {
    sortColumn: column,
    sortReverse: sort?.endsWith('_asc') ? 'false' : 'true',
    startDate: filter?.startDate ?? undefined,
    endDate: filter?.endDate ?? undefined,
    product: filter?.product || undefined,
    search: filter?.search || undefined,
    onHold: flag(filter?.onHold),
    remainingAssignments: flag(filter?.withRemainingAssignments),
    bad: flag(filter?.bad),
    potential: flag(filter?.withPotential),
    assignedLeadStatus: filter?.assignedLeadState ? stateCode(filter.assignedLeadState) : undefined,
  };
}

export function assignedLeadListQuery(filter: AssignedLeadFilter | null | undefined): RestQuery {
  return {
    startDate: filter?.startDate ?? undefined,
    endDate: filter?.endDate ?? undefined,
    state: filter?.state ? stateCode(filter.state) : undefined,
    search: filter?.search || undefined,
  };
}

/** A lead as the api's payload (the partner API's shape, address nested). */
export function leadBody(input: LeadInput) {
  return {
    discr: input.discr,
    gender: input.gender,
    given_name: input.givenName,
    family_name: input.familyName,
    email: input.email,
    phone_number: input.phoneNumber,
    additional_phone_number: input.additionalPhoneNumber,
    contact_preference: input.contactPreference,
    company_name: input.companyName,
    address: {
      street: input.street,
      house_number: input.houseNumber,
      postal_code: input.postalCode,
      city: input.city,
      country: input.country,
      building_year: input.buildingYear,
    },
    description: input.description,
    answers: (input.answers ?? undefined) as Record<string, string | number | string[]> | undefined,
  };
}
