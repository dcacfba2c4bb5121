/**
 * A permission list as the route table and the api use it: role names, where a
 * leading '!' means "refused to holders of this role".
 * Example: ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CUSTOMER', '!ROLE_LEAD_CLAIM_PARTNER'].
 */
export type Permission = readonly string[];

/**
 * The one access check of the portal (docs/architecture.md, "Roles and permissions").
 * - no user: refused;
 * - no list or an empty list: any logged-in user passes;
 * - holding any '!ROLE' of the list: refused (a denial always wins);
 * - otherwise: passes when any positive role is held, or when the list holds
 *   only denials (none of which is held).
 */
export function hasAccess(
  roles: readonly string[] | null | undefined,
  permission?: Permission,
): boolean {
  if (!roles) return false;
  if (!permission || permission.length === 0) return true;
  const held = new Set(roles);
  const positives: string[] = [];
  for (const entry of permission) {
    if (entry.startsWith('!')) {
      if (held.has(entry.slice(1))) return false;
    } else {
      positives.push(entry);
    }
  }
  if (positives.length === 0) return true;
  return positives.some((role) => held.has(role));
}
