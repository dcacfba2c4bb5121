import { notifyError } from '../../lib/notify';

/**
 * Sends the browser to the payment provider's checkout. The api always answers a
 * checkout URL; should one ever be empty, the customer hears so instead of the page
 * reloading itself (`location.assign('')`) as if nothing happened.
 */
export function goToCheckout(url: string | null | undefined): void {
  if (!url) {
    notifyError('MESSAGE.PAYMENT_IN_PROGRESS');
    return;
  }
  window.location.assign(url);
}
