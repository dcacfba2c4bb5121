// Its tables: other areas read and join them; only accounts writes them (tests/shared/table-owners.test.ts).
export { users } from './user.table';
export type { UserRow } from './user.table';
export { roles, userRoles } from './role.table';
export { sessions } from './session.table';
export { passwordResetTokens } from './password-reset-token.table';
export { loginAttempts } from './login-attempt.table';
export { emailChangeRequests } from './email-change-request.table';

// Other areas make accounts (company users, the consumer behind a lead) in their own
// transaction: the account, its role and its first-password link are written here.
export { createUser, hashedNewPassword } from './new-user';
export type { NewUser } from './new-user';
export { grantRole } from './role-grant';
export { firstPasswordLink } from './first-password';

// The SEPA screen of a company hides its alert for the user.
export { hideSepaAlert } from './user-alerts';

// Other areas' demo users get their passwords hashed the same way.
export { hashPassword } from './password-hash';

// The session guard in shared turns the cookie into a viewer, through a cache of the process.
export { viewerForToken } from './sessions';
export { ViewerCache } from './viewer-cache';

// Lists of people elsewhere show their roles.
export { rolesOfUsers } from './user-view';

// Others find the account behind an e-mail address or id.
export { findUserByEmail, findUserById } from './users';

// Every area decides by the viewer who asks.
export { isStaff } from './viewer';
export type { Viewer } from './viewer';
