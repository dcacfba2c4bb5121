import type { Resolvers } from '../generated/resolvers';
import { passwordResolvers } from './password-resolvers';
import { roleResolvers } from './role-resolvers';
import { sessionResolvers } from './session-resolvers';
import { userProfileResolvers } from './user-profile-resolvers';
import { userResolvers } from './user-resolvers';
import { viewerEventsResolvers } from './viewer-events-resolvers';
import { viewerResolvers } from './viewer-resolvers';

/** Every resolver of the accounts area (schema/accounts.graphql). */
export const accountsResolvers = [
  viewerResolvers,
  sessionResolvers,
  passwordResolvers,
  userResolvers,
  userProfileResolvers,
  roleResolvers,
  viewerEventsResolvers,
] as const satisfies readonly Resolvers[];
