/** URL builders of the leads area, so no screen spells a path by hand. */
export const leadUrls = {
  list: (search = '') => (search ? `/lead-generator/lead?${search}` : '/lead-generator/lead'),
  onHold: (search = '') =>
    search ? `/lead-generator/lead_on_hold?${search}` : '/lead-generator/lead_on_hold',
  detail: (id: string | number) => `/lead-generator/lead/${id}`,
  company: (id: string | number) => `/company/${id}`,
  customerList: (search = '') => (search ? `/customer/lead?${search}` : '/customer/lead'),
  customerDetail: (id: string | number) => `/customer/lead/${id}`,
};
