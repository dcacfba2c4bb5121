/** The offline payment provider's checkout, as a customer goes through it in api tests. */

/** The checkout id in a checkout URL (`/checkout/offline/off_…`). */
export const checkoutId = (url: string) => /^\/checkout\/offline\/(off_[\w-]+)$/.exec(url)![1]!;

/** The customer's click at the offline checkout of the api at `apiUrl`; its redirect is not followed. */
export const payAtCheckout = (apiUrl: string, id: string, action: 'pay' | 'cancel' = 'pay') =>
  fetch(`${apiUrl}/checkout/offline/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });
