import { describe, expect, it } from 'vitest';
import {
  leadHoldReasons,
  leadInputSchema,
  type LeadInput,
  type LeadInputFields,
} from '#domain/leads/lead-input';
import { MESSAGE } from '#domain/shared/messages';
import { fieldRefusals } from '../support/field-refusals';

const REQUEST: LeadInputFields = {
  discr: 'zonnepanelen',
  givenName: 'Anne',
  familyName: 'de Vries',
  email: 'Anne@Example.nl',
  phoneNumber: '+31 (0)20 638 1920',
  street: 'Oudegracht',
  houseNumber: '12a',
  postalCode: '3511ab',
  city: 'Utrecht',
};

/** The message per field of a refused request, or null when it is accepted. */
function refusal(over: Partial<Record<keyof LeadInputFields, unknown>>) {
  return fieldRefusals(leadInputSchema, { ...REQUEST, ...over });
}

describe("a consumer's request", () => {
  it('is accepted with the address, one phone number and an e-mail address', () => {
    const lead = leadInputSchema.parse(REQUEST);
    expect(lead).toMatchObject({
      discr: 'zonnepanelen',
      givenName: 'Anne',
      familyName: 'de Vries',
      phoneNumber: '0206381920',
      additionalPhoneNumber: null,
      country: 'NL',
      postalCode: '3511 AB',
      gender: null,
      contactPreference: null,
      companyName: null,
      buildingYear: null,
    });
    expect(lead.email).toBe(REQUEST.email!.toLowerCase());
  });
  it('asks for the product, last name, street, house number and city', () => {
    expect(
      refusal({ discr: ' ', familyName: '', street: null, houseNumber: undefined, city: '  ' }),
    ).toEqual({
      discr: MESSAGE.SELECT_OPTION,
      familyName: MESSAGE.ENTER_LAST_NAME,
      street: MESSAGE.ENTER_STREET,
      houseNumber: MESSAGE.ENTER_HOUSE_NUMBER,
      city: MESSAGE.ENTER_CITY,
    });
    expect(refusal({ discr: undefined })).toEqual({ discr: MESSAGE.SELECT_OPTION });
  });
  it('needs a valid e-mail address', () => {
    expect(refusal({ email: '' })).toEqual({ email: MESSAGE.ENTER_VALID_EMAIL });
    expect(refusal({ email: 'anne@' })).toEqual({ email: MESSAGE.ENTER_VALID_EMAIL });
  });
  it('needs a phone number or a second number, either will do', () => {
    expect(refusal({ phoneNumber: '' })).toEqual({ phoneNumber: MESSAGE.ENTER_PHONE_OR_MOBILE });
    expect(refusal({ phoneNumber: '', additionalPhoneNumber: '06 1287 3465' })).toBeNull();
  });
  it('refuses numbers that are neither Dutch nor Belgian, or made up', () => {
    expect(refusal({ phoneNumber: '12' })).toEqual({ phoneNumber: MESSAGE.ENTER_VALID_PHONE });
    expect(refusal({ additionalPhoneNumber: '0612345678' })).toEqual({
      additionalPhoneNumber: MESSAGE.ENTER_VALID_PHONE,
    });
  });
  it('accepts a Belgian number from a Dutch consumer (the lead goes on hold instead)', () => {
    expect(refusal({ phoneNumber: '+32 3 887 19 20' })).toBeNull();
  });
  it('needs a postal code that fits the country', () => {
    expect(refusal({ postalCode: '' })).toEqual({ postalCode: MESSAGE.ENTER_VALID_POSTAL_CODE });
    expect(refusal({ postalCode: '0123 AB' })).toEqual({
      postalCode: MESSAGE.ENTER_VALID_POSTAL_CODE,
    });
    expect(refusal({ country: 'BE', postalCode: '3511AB' })).toEqual({
      postalCode: MESSAGE.ENTER_VALID_POSTAL_CODE,
    });
    expect(leadInputSchema.parse({ ...REQUEST, country: 'BE', postalCode: '2000' })).toMatchObject({
      country: 'BE',
      postalCode: '2000',
    });
  });
  it('reads a blank country as the Netherlands and refuses unknown countries', () => {
    expect(leadInputSchema.parse({ ...REQUEST, country: '' }).country).toBe('NL');
    expect(leadInputSchema.parse({ ...REQUEST, country: null }).country).toBe('NL');
    expect(refusal({ country: 'FR' })).toEqual({ country: MESSAGE.SELECT_OPTION });
  });
  it('accepts known genders and contact preferences, blank as none', () => {
    expect(
      leadInputSchema.parse({ ...REQUEST, gender: 'female', contactPreference: 'whatsapp' }),
    ).toMatchObject({ gender: 'female', contactPreference: 'whatsapp' });
    expect(leadInputSchema.parse({ ...REQUEST, gender: '' }).gender).toBeNull();
    expect(refusal({ gender: 'x', contactPreference: 'fax' })).toEqual({
      gender: MESSAGE.SELECT_OPTION,
      contactPreference: MESSAGE.SELECT_OPTION,
    });
  });
  it('takes a building year from 1000 to 2100, typed or as a number', () => {
    expect(leadInputSchema.parse({ ...REQUEST, buildingYear: '1975' }).buildingYear).toBe(1975);
    expect(refusal({ buildingYear: 1000 })).toBeNull();
    expect(refusal({ buildingYear: 2100 })).toBeNull();
    expect(refusal({ buildingYear: 999 })).toEqual({ buildingYear: MESSAGE.VALUE_TOO_LOW });
    expect(refusal({ buildingYear: '2101' })).toEqual({ buildingYear: MESSAGE.VALUE_TOO_HIGH });
    expect(refusal({ buildingYear: 'oud' })).toEqual({ buildingYear: MESSAGE.ENTER_VALID_NUMBER });
  });
  it('limits the length of free texts', () => {
    expect(refusal({ description: 'x'.repeat(4000) })).toBeNull();
    expect(refusal({ description: 'x'.repeat(4001) })).toEqual({
      description: MESSAGE.TEXT_TOO_LONG,
    });
    expect(refusal({ familyName: 'x'.repeat(101) })).toEqual({
      familyName: MESSAGE.TEXT_TOO_LONG,
    });
  });
});

describe('why an accepted lead waits on hold', () => {
  const lead: Pick<LeadInput, 'country' | 'phoneNumber' | 'additionalPhoneNumber' | 'city'> = {
    country: 'NL',
    phoneNumber: '0206381920',
    additionalPhoneNumber: null,
    city: 'Utrecht',
  };
  const checks = {
    partnerWantsVerification: false,
    area: { city: 'Utrecht', municipality: 'Utrecht' },
  };

  it('does not hold a Dutch lead with a Dutch number and a known address', () => {
    expect(leadHoldReasons(lead, checks)).toEqual([]);
  });
  it('holds a lead of a product the partner wants verified', () => {
    expect(leadHoldReasons(lead, { ...checks, partnerWantsVerification: true })).toEqual([
      'partner_product',
    ]);
  });
  it('holds a lead whose numbers are none of them valid for its country', () => {
    expect(leadHoldReasons({ ...lead, phoneNumber: '038871920' }, checks)).toEqual(['phone']);
    expect(
      leadHoldReasons(
        { ...lead, phoneNumber: '038871920', additionalPhoneNumber: '0612873465' },
        checks,
      ),
    ).toEqual([]);
    const belgian = { ...lead, country: 'BE' as const, city: 'Antwerpen' };
    expect(leadHoldReasons({ ...belgian, phoneNumber: '038871920' }, checks)).toEqual([]);
    // Belgian numbers run from 8 to 10 digits, so a Dutch number passes for Belgium.
    expect(leadHoldReasons(belgian, checks)).toEqual([]);
    expect(leadHoldReasons({ ...belgian, phoneNumber: '0038871' }, checks)).toEqual(['phone']);
  });
  it('does not check the numbers or address of leads outside the Netherlands and Belgium', () => {
    expect(
      leadHoldReasons({ ...lead, country: 'DE', phoneNumber: null, city: 'Berlin' }, checks),
    ).toEqual([]);
  });
  it('holds a Dutch lead with an unknown postal code', () => {
    expect(leadHoldReasons(lead, { ...checks, area: null })).toEqual(['address']);
  });
  it("accepts the area's place or its municipality as the city, ignoring case and accents", () => {
    const area = { city: 'De Bilt', municipality: 'De Bilt' };
    const bilthoven = { city: 'Bilthoven', municipality: 'De Bilt' };
    expect(leadHoldReasons({ ...lead, city: 'de bilt' }, { ...checks, area })).toEqual([]);
    expect(leadHoldReasons({ ...lead, city: 'De Bilt' }, { ...checks, area: bilthoven })).toEqual(
      [],
    );
    expect(
      leadHoldReasons(
        { ...lead, city: 'Súdwest-Fryslan' },
        { ...checks, area: { city: 'Sneek', municipality: 'Súdwest-Fryslân' } },
      ),
    ).toEqual([]);
    expect(leadHoldReasons({ ...lead, city: 'Zeist' }, { ...checks, area })).toEqual(['address']);
  });
  it('gives every reason that applies', () => {
    expect(
      leadHoldReasons(
        { ...lead, phoneNumber: null },
        { partnerWantsVerification: true, area: null },
      ),
    ).toEqual(['partner_product', 'phone', 'address']);
  });
});
