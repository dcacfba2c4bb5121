import type { CompanyInput as CompanyFormOutput } from '#domain/companies/company-input';
import type { CompanyInput } from '../../gql/graphql';

/**
 * The GraphQL input of a checked company form. Payment terms go along only
 * when the viewer may change them; staff-only fields only for staff.
 */
export function toCompanyInput(
  values: CompanyFormOutput,
  options: { staff: boolean; canChangePaymentTerms: boolean },
): CompanyInput {
  const input: CompanyInput = {
    name: values.name,
    tradeName: values.tradeName,
    street: values.street,
    houseNumber: values.houseNumber,
    postalCode: values.postalCode,
    city: values.city,
    country: values.country,
    chamberOfCommerceNumber: values.chamberOfCommerceNumber,
    website: values.website,
    email: values.email,
    phoneNumber: values.phoneNumber,
    separateInvoiceData: values.separateInvoiceData,
    invoiceCompanyName: values.invoiceCompanyName,
    invoiceToTheAttentionOf: values.invoiceToTheAttentionOf,
    invoiceAddress: values.invoiceAddress,
    dateOfEstablishment: values.dateOfEstablishment,
  };
  if (options.canChangePaymentTerms) input.paymentTerms = values.paymentTerms;
  if (options.staff) {
    Object.assign(input, {
      isPartner: values.isPartner,
      isComparison: values.isComparison,
      isPrepaid: values.isPrepaid,
      allowNoCureNoPay: values.allowNoCureNoPay,
      hasValidContract: values.hasValidContract,
      trialAccount: values.trialAccount,
      comments: values.comments,
      accountManagerId: values.accountManagerId === null ? null : String(values.accountManagerId),
      salespersonId: values.salespersonId === null ? null : String(values.salespersonId),
    });
  }
  return input;
}
