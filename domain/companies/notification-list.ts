import { z } from 'zod';
import { flagSchema } from '#domain/shared/validators/flag';
import { MESSAGE } from '#domain/shared/messages';

/** The categories of a notification list, camelCase. */
export const NOTIFICATION_CATEGORIES = [
  'finance',
  'leads',
  'claims',
  'account',
  'crm',
  'newsletter',
  'waLeads',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export type NotificationFlags = Record<NotificationCategory, boolean>;

/**
 * The categories that must reach at least one address. WhatsApp lead messages
 * cost money and need a confirmation before being switched on, so they are
 * optional (our reading: "each category" means the e-mail categories).
 */
export const REQUIRED_NOTIFICATION_CATEGORIES: readonly NotificationCategory[] = [
  'finance',
  'leads',
  'claims',
  'account',
  'crm',
  'newsletter',
];

/** A new list has every flag off. */
export const DEFAULT_NOTIFICATION_FLAGS: Readonly<NotificationFlags> = {
  finance: false,
  leads: false,
  claims: false,
  account: false,
  crm: false,
  newsletter: false,
  waLeads: false,
};

const flag = flagSchema;

export const notificationListInputSchema = z.object({
  finance: flag(),
  leads: flag(),
  claims: flag(),
  account: flag(),
  crm: flag(),
  newsletter: flag(),
  waLeads: flag(),
});

/** One company user's list, as the company-level rule sees it. */
export interface CompanyNotificationList extends NotificationFlags {
  userId: number;
  isMainUser: boolean;
}

export interface NotificationListProblem {
  message: string;
  category?: NotificationCategory;
  userId?: number;
}

/**
 * What is wrong with a company's lists, or an empty array: the company needs
 * exactly one main user, each required category must go to at least one
 * address, and the main user must receive the newsletter.
 */
export function notificationListProblems(
  lists: readonly CompanyNotificationList[],
): NotificationListProblem[] {
  const problems: NotificationListProblem[] = [];
  const mainUsers = lists.filter((list) => list.isMainUser);
  if (mainUsers.length === 0) problems.push({ message: MESSAGE.COMPANY_NEEDS_MAIN_USER });
  if (mainUsers.length > 1) problems.push({ message: MESSAGE.COMPANY_HAS_SEVERAL_MAIN_USERS });
  for (const category of REQUIRED_NOTIFICATION_CATEGORIES) {
    if (!lists.some((list) => list[category])) {
      problems.push({ message: MESSAGE.NOTIFICATION_CATEGORY_WITHOUT_ADDRESS, category });
    }
  }
  for (const main of mainUsers) {
    if (!main.newsletter) {
      problems.push({
        message: MESSAGE.MAIN_USER_NEEDS_NEWSLETTER,
        category: 'newsletter',
        userId: main.userId,
      });
    }
  }
  return problems;
}

/** Switching WhatsApp lead messages on costs money: the form asks first. */
export function needsWhatsAppCostConfirmation(
  before: Pick<NotificationFlags, 'waLeads'> | null,
  after: Pick<NotificationFlags, 'waLeads'>,
): boolean {
  return after.waLeads && !(before?.waLeads ?? false);
}
