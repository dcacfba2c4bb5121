import type { ViewerCompany } from '../generated/resolvers';
import type { RestCompanySummary, RestUser } from './rest-types';

export function toViewerCompany(company: RestCompanySummary): ViewerCompany {
  return {
    id: company.id,
    name: company.name,
    state: company.state,
    admin: company.admin,
    isPartner: company.is_partner,
    trialAccount: company.trial_account,
    isPrepaid: company.is_prepaid,
    balanceCents: company.balance,
  };
}

export function fullName(user: Pick<RestUser, 'given_name' | 'family_name'>): string {
  return [user.given_name, user.family_name].filter(Boolean).join(' ');
}

/** List answers come as `{ items }` or as a bare array. */
export function itemsOf<T>(answer: { items?: T[] } | T[] | undefined): T[] {
  if (Array.isArray(answer)) return answer;
  return answer?.items ?? [];
}
