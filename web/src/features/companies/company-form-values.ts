import type { CompanyFormValues } from '#domain/companies/company-input';
import { DEFAULT_PAYMENT_TERMS } from '#domain/companies/company-input';

/** The company fields a form starts from (GraphQL shape, camelCase). */
export interface CompanyFormSource {
  name: string;
  tradeName?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country?: string | null;
  chamberOfCommerceNumber?: string | null;
  website?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  separateInvoiceData?: boolean | null;
  invoiceCompanyName?: string | null;
  invoiceToTheAttentionOf?: string | null;
  invoiceAddress?: string | null;
  paymentTerms?: number | null;
  isPartner?: boolean | null;
  isComparison?: boolean | null;
  isPrepaid?: boolean | null;
  allowNoCureNoPay?: boolean | null;
  hasValidContract?: boolean | null;
  trialAccount?: boolean | null;
  dateOfEstablishment?: string | null;
  comments?: string | null;
  accountManager?: { id: string | number } | null;
  salesperson?: { id: string | number } | null;
}

/** Form values of a new company: payment terms 14 days, country NL. */
export function newCompanyFormValues(): CompanyFormValues {
  return companyFormValues({ name: '', country: 'NL', paymentTerms: DEFAULT_PAYMENT_TERMS });
}

/** Form values from a stored company; a trade name equal to the name shows empty. */
export function companyFormValues(company: CompanyFormSource): CompanyFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  const tradeName =
    company.tradeName && company.tradeName.trim() !== company.name.trim() ? company.tradeName : '';
  const country = (company.country || 'NL') as CompanyFormValues['country'];
  return {
    name: company.name,
    tradeName,
    street: text(company.street),
    houseNumber: text(company.houseNumber),
    postalCode: text(company.postalCode),
    city: text(company.city),
    country,
    chamberOfCommerceNumber: text(company.chamberOfCommerceNumber),
    website: text(company.website),
    email: text(company.email),
    phoneNumber: text(company.phoneNumber),
    separateInvoiceData: company.separateInvoiceData ?? false,
    invoiceCompanyName: text(company.invoiceCompanyName),
    invoiceToTheAttentionOf: text(company.invoiceToTheAttentionOf),
    invoiceAddress: text(company.invoiceAddress),
    paymentTerms: company.paymentTerms ?? DEFAULT_PAYMENT_TERMS,
    isPartner: company.isPartner ?? false,
    isComparison: company.isComparison ?? false,
    isPrepaid: company.isPrepaid ?? false,
    allowNoCureNoPay: company.allowNoCureNoPay ?? false,
    hasValidContract: company.hasValidContract ?? false,
    trialAccount: company.trialAccount ?? false,
    dateOfEstablishment: text(company.dateOfEstablishment).slice(0, 10),
    comments: text(company.comments),
    accountManagerId: company.accountManager ? Number(company.accountManager.id) : null,
    salespersonId: company.salesperson ? Number(company.salesperson.id) : null,
  };
}
