/** The states of a lead assigned to a company (docs/matching.md), by their stored numeric code. */
export const ASSIGNED_LEAD_STATES = {
  new: 0,
  open: 1,
  attention: 2,
  contact: 3,
  appointment: 4,
  offer: 5,
  client: 6,
  archive: 7,
  claimed: 8,
} as const;

export type AssignedLeadStateName = keyof typeof ASSIGNED_LEAD_STATES;
export type AssignedLeadState = (typeof ASSIGNED_LEAD_STATES)[AssignedLeadStateName];

export const ASSIGNED_LEAD_STATE_CODES: readonly AssignedLeadState[] =
  Object.values(ASSIGNED_LEAD_STATES);

export function isAssignedLeadState(value: unknown): value is AssignedLeadState {
  return (
    typeof value === 'number' && (ASSIGNED_LEAD_STATE_CODES as readonly number[]).includes(value)
  );
}

/** The i18n-friendly name of a state code ('client' for 6), or undefined for an unknown code. */
export function assignedLeadStateName(code: number): AssignedLeadStateName | undefined {
  return (Object.keys(ASSIGNED_LEAD_STATES) as AssignedLeadStateName[]).find(
    (name) => ASSIGNED_LEAD_STATES[name] === code,
  );
}
