import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseIsoDateTime } from '#domain/shared/validators/calendar-date';
import { companyInputSchema } from '#domain/companies/company-input';

describe('calendar dates', () => {
  it('refuses days that do not exist instead of rolling them over', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-04-30')).toBe(true);
    expect(isCalendarDate('2026-4-30')).toBe(false);
  });

  it('reads ISO date-times whose day and time exist, and nothing else', () => {
    expect(parseIsoDateTime('2026-03-01T09:30:00.000Z')?.toISOString()).toBe(
      '2026-03-01T09:30:00.000Z',
    );
    expect(parseIsoDateTime('2026-03-01T10:30:00+01:00')?.toISOString()).toBe(
      '2026-03-01T09:30:00.000Z',
    );
    expect(parseIsoDateTime('2026-03-01')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseIsoDateTime('2026-02-30T10:00:00Z')).toBeNull();
    expect(parseIsoDateTime('2026-03-01T24:00:00Z')).toBeNull();
    expect(parseIsoDateTime('March 1, 2026')).toBeNull();
    expect(parseIsoDateTime('99999999999999999999')).toBeNull();
    expect(parseIsoDateTime('')).toBeNull();
  });

  it('a company with 30 February as a date is refused with the date message', () => {
    const result = companyInputSchema.safeParse({
      name: 'Datum BV',
      street: 'Oudegracht',
      houseNumber: '1',
      postalCode: '3511 AB',
      city: 'Utrecht',
      country: 'NL',
      dateOfEstablishment: '2026-02-30',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'dateOfEstablishment')?.message).toBe(
      'MESSAGE.ENTER_VALID_DATE',
    );
  });
});
