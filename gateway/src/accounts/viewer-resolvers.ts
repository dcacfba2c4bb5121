import { hasAccess } from '#domain/accounts/access';
import { effectiveCurrentRole, homePath } from '#domain/accounts/home-path';
import { ROUTES } from '#domain/routing/routes';
import type { Resolvers } from '../generated/resolvers';
import { toViewerCompany } from './mappers';
import { roleNames } from './rest-types';

const CUSTOMER = 'ROLE_LEAD_CUSTOMER';
const CONSUMER = 'ROLE_LEAD_CONSUMER';

/** The Viewer: the current user plus what the shell derives from the roles. */
export const viewerResolvers = {
  Viewer: {
    id: ({ user }) => user.id,
    email: ({ user }) => user.email,
    givenName: ({ user }) => user.given_name ?? '',
    familyName: ({ user }) => user.family_name ?? '',
    gender: ({ user }) => user.gender,
    photo: ({ user }) => user.photo,
    roles: ({ user }) => roleNames(user),
    companies: ({ user }) => (user.companies ?? []).map(toViewerCompany),
    currentRole: ({ user, storedRole }) => effectiveCurrentRole(roleNames(user), storedRole),
    homePath: ({ user, storedRole }) => homePath(roleNames(user), storedRole),
    allowedRoutes: ({ user }) => {
      const roles = roleNames(user);
      return ROUTES.filter((route) => hasAccess(roles, route.permission)).map((r) => r.path);
    },
    isInternalPartner: ({ user }) => user.internal_partner ?? false,
    holdsCustomerAndConsumer: ({ user }) => {
      const roles = roleNames(user);
      return roles.includes(CUSTOMER) && roles.includes(CONSUMER);
    },
    hideSepaAlert: ({ user }) => user.hide_sepa_alert ?? false,
    version: ({ user }) => user.version,
    user: ({ user }) => user,
  },
  Query: {
    viewer: async (_parent, { currentRole }, { viewer }) => {
      const user = await viewer.current();
      return user ? { user, storedRole: currentRole ?? null } : null;
    },
  },
} satisfies Resolvers;
