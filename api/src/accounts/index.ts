// Its tables: other areas read and join them; only accounts writes them (tests/shared/table-owners.test.ts).
export * from './tables';

// Accounts made for others (company users, demo data) get their password hashed the same way.
export { hashPassword } from './password-hash';

// A first-password link elsewhere is a reset token made and stored like ours.
export { hashToken, newToken } from './session-token';

// The session guard in shared turns the cookie into a viewer.
export { viewerForToken } from './sessions';

// Lists of people elsewhere show their roles.
export { rolesOfUsers } from './user-view';

// Others find the account behind an e-mail address or id.
export { findUserByEmail, findUserById } from './users';

// Every area decides by the viewer who asks.
export { isStaff } from './viewer';
export type { Viewer } from './viewer';
