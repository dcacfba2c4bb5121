import type { CompanyScreenFieldsFragment } from '../../gql/graphql';
import type { CompanyUserRow } from './components/company-users-card';
import type { NotificationListRow } from './components/notification-lists-card';
import type { SepaMandateFormValues } from './components/sepa-mandate-form';

type Company = CompanyScreenFieldsFragment;

export function companyUserRows(company: Company): CompanyUserRow[] {
  return company.users.map((link) => ({
    id: String(link.id),
    fullName: link.user.fullName,
    email: link.user.email,
    isMainUser: link.isMainUser,
    enabled: link.enabled,
    version: link.version,
    notificationListId:
      company.notificationLists
        .find((list) => list.user && String(list.user.id) === String(link.id))
        ?.id?.toString() ?? null,
  }));
}

/** Existing accounts invited to the company that have not answered yet. */
export function invitationRows(company: Company): { id: string; email: string }[] {
  return company.invitations.map((invitation) => ({
    id: String(invitation.id),
    email: invitation.email,
  }));
}

export function notificationListRows(company: Company): NotificationListRow[] {
  return company.notificationLists.map((list) => ({
    id: String(list.id),
    name: `${list.givenName} ${list.familyName}`.trim(),
    email: list.email,
    isMainUser: list.isMainUser,
    finance: list.finance,
    leads: list.leads,
    claims: list.claims,
    account: list.account,
    crm: list.crm,
    newsletter: list.newsletter,
    waLeads: list.waLeads,
  }));
}

/** A new mandate starts from the company's own name and address. */
export function mandateDefaults(company: Company): SepaMandateFormValues {
  return {
    companyName: company.name,
    signedBy: '',
    iban: '',
    bic: '',
    address: [company.street, company.houseNumber].filter(Boolean).join(' '),
    city: company.city ?? '',
    chamberOfCommerceNumber: company.chamberOfCommerceNumber ?? '',
  };
}
