import { describe, expect, it } from 'vitest';
import { PAGE_SIZES, TRUNCATE_TEXT_LENGTH } from '#domain/shared/page-sizes';
import { DELAYS_MS, POLLING_INTERVALS_MS } from '#domain/shared/polling-intervals';

describe('page sizes and timers', () => {
  it('keeps the agreed page sizes', () => {
    expect(PAGE_SIZES).toMatchObject({
      invoices: 50,
      companyInvoices: 10,
      companyActivities: 5,
      failedWebhooks: 5,
      dashboardPlaza: 20,
      mapLeads: 5000,
      companySelector: 50,
      cmsPages: 25,
      uploads: 28,
    });
    expect(TRUNCATE_TEXT_LENGTH).toBe(100);
  });
  it('keeps the agreed polling intervals and delays', () => {
    expect(POLLING_INTERVALS_MS).toMatchObject({
      dayChangeCheck: 60_000,
      chatUnreadCount: 15_000,
      dashboardMetrics: 900_000,
    });
    expect(DELAYS_MS).toMatchObject({ notification: 5_000, searchDebounce: 500 });
  });
});
