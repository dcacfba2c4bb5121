/** What the api's address check returns for a Dutch postal code and house number. */
export interface AddressCheckResult {
  postalCode: string;
  city: string;
  municipality: string;
  province: string;
  latitude: number;
  longitude: number;
}

/** The check either finds the area or names the problem as a MESSAGE key (GEOCODING_FAILED, ...). */
export type AddressCheckOutcome = { address: AddressCheckResult } | { error: string };
