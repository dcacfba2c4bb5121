/** Our payment states: open until the provider says otherwise, then final. */
export type PaymentStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

/** One-off, or the first payment that gives a mandate, or a collection on one. */
export type PaymentSequence = 'oneoff' | 'first' | 'recurring';

export interface NewProviderPayment {
  amountCents: number;
  description: string;
  /** The portal path the customer's browser returns to after the checkout. */
  returnPath: string;
  metadata: Record<string, string>;
  /** 'first': the customer also gives a mandate for later collections. */
  sequence: 'oneoff' | 'first';
  /** Who pays (a first payment makes them a customer at the provider). */
  payer: { name: string; email: string | null };
}

export interface MandateCharge {
  amountCents: number;
  description: string;
  /** What the provider answered for the mandate (ProviderPayment.mandateReference). */
  mandateReference: string;
  metadata: Record<string, string>;
}

export interface ProviderPayment {
  id: string;
  /** Absolute for a provider elsewhere; a portal path for the offline checkout. */
  checkoutUrl: string | null;
  status: PaymentStatus;
  /** Once a first payment is paid: the mandate to collect later payments on. */
  mandateReference: string | null;
}

/**
 * What the portal needs from a payment provider. Two live behind it: the offline
 * provider (the default: its own checkout page, nothing leaves the machine) and
 * Mollie when MOLLIE_API_KEY is set. The provider's word on a payment's status is
 * always read back from the provider, never taken from the webhook's body.
 */
export interface PaymentProvider {
  readonly name: string;
  create(payment: NewProviderPayment): Promise<ProviderPayment>;
  get(id: string): Promise<ProviderPayment>;
  /**
   * Cancels a checkout that is still open and answers the payment as the provider
   * then has it: a payment paid (or no longer cancellable) a moment earlier stays
   * as it is and is answered so, never overwritten.
   */
  cancel(id: string): Promise<ProviderPayment>;
  /** A collection on a mandate: no checkout, the provider reports the outcome. */
  chargeMandate(charge: MandateCharge): Promise<ProviderPayment>;
}
