/** URL builders of the prepaid area, so no screen spells a path by hand. */
export const prepaidUrls = {
  balance: () => '/customer/prepaid',
  /** Gateway pass-through of a deposit's receipt (PDF). */
  receipt: (companyId: string | number, paymentId: string | number) =>
    `/files/company/${companyId}/prepaid/receipt/${paymentId}`,
};
