import type { Permission } from '#domain/accounts/access';

/** Everything of the CMS (screens, api, GraphQL) is for content editors. */
export const CMS_PERMISSION: Permission = ['ROLE_CMS_USER'];
