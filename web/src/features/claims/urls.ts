/** URL builders of the claims area, so no screen spells a path by hand. */
export const claimUrls = {
  staffList: (search = '') =>
    search ? `/lead-generator/claim?${search}` : '/lead-generator/claim',
  partnerDetail: (id: string | number) => `/partner/claim/${id}`,
  customerList: () => '/customer/claim',
  customerNew: (assignedLeadId: string | number) => `/customer/claim/new?id=${assignedLeadId}`,
  customerLead: (assignedLeadId: string | number) => `/customer/lead/${assignedLeadId}`,
  /** Gateway pass-through (multipart, field `file`). */
  proofUpload: (id: string | number) => `/upload/claim/${id}/proof`,
};
