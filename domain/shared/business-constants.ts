/** Fixed business values of the portal, in one place so screens and rules agree. */
export const DEFAULT_LOCALE = 'nl';
export const DEFAULT_ASSIGNMENT_PERIOD = 'week';
export const ASSIGNMENT_PERIODS = ['day', 'week', 'month'] as const;
export type AssignmentPeriod = (typeof ASSIGNMENT_PERIODS)[number];

/** Lead generator company types. */
export const LEAD_GENERATOR_COMPANY_TYPES = ['invoice', 'ncnp', 'prepaid'] as const;

/** Sign-up defaults: 40 km radius (stored in metres), weekly assignment, the Netherlands. */
export const SIGNUP_DEFAULTS = {
  maxDistanceKm: 40,
  assignmentPeriod: 'week',
  country: 'NL',
} as const;
export const TRIAL_SIGNUP_TRACKING_VALUE_EUROS = 100;

/** Filter radius: kilometres times 1000 (metres). */
export function radiusMetres(km: number): number {
  return km * 1000;
}

/** Weekly assignment maximum from a daily one. */
export function weeklyFromDaily(dailyMax: number): number {
  return dailyMax * 7;
}

/** The company list's "without leads" window and the cross-sell cap on the consumer dashboard. */
export const WITHOUT_LEADS_DAYS = 31;
export const CROSS_SELL_CAP = 6;

/** Link schemes allowed in the rich-text editors. */
export const EDITOR_LINK_SCHEMES = ['http', 'https', 'file', 'tel', 'sms', 'mailto'] as const;

/** Embedded form heights in pixels. */
export const EMBED_HEIGHTS_PX = { companyForm: 775, productForm: 400 } as const;

/** Webhook defaults. */
export const WEBHOOK_FORMATS = ['json'] as const;
export const WEBHOOK_AUTHENTICATION_TYPES = ['none', 'basic', 'header'] as const;
export const WEBHOOK_DEFAULTS = {
  format: 'json',
  authenticationType: 'none',
  enabled: true,
} as const;
