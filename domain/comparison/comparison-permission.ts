import type { Permission } from '#domain/accounts/access';

/** Everything of the price comparison is for comparison editors. */
export const COMPARISON_PERMISSION: Permission = ['ROLE_COMPARISON_USER'];
