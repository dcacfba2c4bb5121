/** URL builders of the leads area, so no screen spells a path by hand. */
export const leadUrls = {
  list: (search = '') => (search ? `/lead-generator/lead?${search}` : '/lead-generator/lead'),
  onHold: (search = '') =>
    search ? `/lead-generator/lead_on_hold?${search}` : '/lead-generator/lead_on_hold',
  detail: (id: string | number) => `/lead-generator/lead/${id}`,
  /** The staff add form (the detail route with leadId 'new'), optionally for one product. */
  add: (discr?: string | null) =>
    discr
      ? `/lead-generator/lead/new?new=${encodeURIComponent(discr)}`
      : '/lead-generator/lead/new',
  partnerAdd: (discr?: string | null) =>
    discr ? `/partner/lead-add?product=${encodeURIComponent(discr)}` : '/partner/lead-add',
  /** Gateway pass-through (multipart, field `file`). */
  attachmentUpload: (id: string | number) => `/upload/lead/${id}/attachment`,
  company: (id: string | number) => `/company/${id}`,
  customerList: (search = '') => (search ? `/customer/lead?${search}` : '/customer/lead'),
  customerDetail: (id: string | number) => `/customer/lead/${id}`,
};
