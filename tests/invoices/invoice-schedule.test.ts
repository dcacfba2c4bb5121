import { describe, expect, it } from 'vitest';
import { dueDunningStep, DUNNING_SCHEDULE } from '#domain/invoices/dunning-schedule';
import { addDays, daysBetween, dutchDate } from '#domain/invoices/invoice-dates';
import { formatInvoiceNumber } from '#domain/invoices/invoice-number';
import { monthStart } from '#domain/invoices/invoice-period';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';

describe('invoice numbers', () => {
  it('count per year in six digits, credit notes with a C', () => {
    expect(formatInvoiceNumber('invoice', 2026, 123)).toBe('2026-000123');
    expect(formatInvoiceNumber('credit_note', 2027, 4)).toBe('C2027-000004');
  });
});

describe('invoice dates', () => {
  it('date an invoice by the Dutch calendar', () => {
    expect(dutchDate(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(dutchDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('add days across months and years, and count them', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2028-02-20', 10)).toBe('2028-03-01');
    expect(daysBetween('2026-10-25', '2026-11-01')).toBe(7);
    expect(daysBetween('2026-11-01', '2026-10-25')).toBe(-7);
  });

  it('start a month at Dutch midnight, summer and winter', () => {
    expect(monthStart(new Date('2026-11-24T00:44:00Z')).toISOString()).toBe(
      '2026-10-31T23:00:00.000Z',
    );
    expect(monthStart(new Date('2026-07-01T00:30:00Z')).toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(monthStart(new Date('2026-06-30T21:59:00Z')).toISOString()).toBe(
      '2026-05-31T22:00:00.000Z',
    );
  });
});

describe('the dunning schedule', () => {
  it('warns a week after the due date, then weekly, then hands over after two weeks', () => {
    const at = (status: number, since: string, today: string) =>
      dueDunningStep({ status, since }, today)?.to ?? null;
    expect(at(INVOICE_STATUSES.not_paid, '2026-11-01', '2026-11-07')).toBeNull();
    expect(at(INVOICE_STATUSES.not_paid, '2026-11-01', '2026-11-08')).toBe(
      INVOICE_STATUSES.first_warning,
    );
    expect(at(INVOICE_STATUSES.first_warning, '2026-11-08', '2026-11-15')).toBe(
      INVOICE_STATUSES.second_warning,
    );
    expect(at(INVOICE_STATUSES.third_warning, '2026-11-22', '2026-12-05')).toBeNull();
    expect(at(INVOICE_STATUSES.third_warning, '2026-11-22', '2026-12-06')).toBe(
      INVOICE_STATUSES.collection_agency,
    );
    expect(at(INVOICE_STATUSES.paid, '2026-01-01', '2026-12-31')).toBeNull();
  });

  it('suspends at the third warning and goes to debt collection at the agency', () => {
    const third = DUNNING_SCHEDULE.find((step) => step.to === INVOICE_STATUSES.third_warning);
    const agency = DUNNING_SCHEDULE.find((step) => step.to === INVOICE_STATUSES.collection_agency);
    expect(third).toMatchObject({ suspends: true });
    expect(agency).toMatchObject({ toDebtCollection: true });
  });
});
