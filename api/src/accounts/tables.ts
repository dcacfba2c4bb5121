export * from './user.table';
export * from './role.table';
export * from './session.table';
export * from './password-reset-token.table';
export * from './login-attempt.table';
export * from './email-change-request.table';
