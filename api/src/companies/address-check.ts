import { ApiError } from '../shared/errors';
import { postalAreaOf } from './postal-code-data';

const NL_POSTAL_CODE = /^([1-9]\d{3})\s?([a-z]{2})$/i;

export interface CheckedAddress {
  country: 'NL';
  postal_code: string;
  house_number: string;
  city: string;
  municipality: string;
  province: string;
  latitude: number;
  longitude: number;
}

/**
 * Checks a Dutch postal code and house number (any % removed) against the
 * 4-digit reference data. The data has no streets, so the street stays the
 * user's; place, municipality, province and coordinates come from the area.
 */
export function validateDutchAddress(postalCode: string, houseNumber: string): CheckedAddress {
  const pc = postalCode.replace(/%/g, '').trim();
  const nr = houseNumber.replace(/%/g, '').trim();
  const fields: Record<string, string> = {};
  const match = NL_POSTAL_CODE.exec(pc);
  if (!match) fields.postal_code = 'MESSAGE.ENTER_VALID_POSTAL_CODE';
  if (!nr) fields.house_number = 'MESSAGE.ENTER_HOUSE_NUMBER';
  if (!match || !nr) throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', fields);
  const area = postalAreaOf(match[1]!);
  if (!area)
    throw new ApiError(400, 'MESSAGE.GEOCODING_FAILED', {
      postal_code: 'MESSAGE.GEOCODING_FAILED',
    });
  return {
    country: 'NL',
    postal_code: `${match[1]} ${match[2]!.toUpperCase()}`,
    house_number: nr,
    city: area.city,
    municipality: area.municipality,
    province: area.province,
    latitude: area.latitude,
    longitude: area.longitude,
  };
}
