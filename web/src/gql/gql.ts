/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ChangePassword($token: String!, $password: String!, $passwordRepeat: String!) {\n  changePassword(\n    token: $token\n    password: $password\n    passwordRepeat: $passwordRepeat\n  )\n}": typeof types.ChangePasswordDocument,
    "query Employees {\n  employees {\n    ...UserFields\n  }\n}": typeof types.EmployeesDocument,
    "mutation GrantRole($userId: ID!, $roleId: ID!) {\n  grantRole(userId: $userId, roleId: $roleId) {\n    ...UserFields\n  }\n}": typeof types.GrantRoleDocument,
    "mutation Login($email: String!, $password: String!, $currentRole: String) {\n  login(email: $email, password: $password, currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "query PasswordResetToken($token: String!) {\n  passwordResetToken(token: $token) {\n    token\n    email\n  }\n}": typeof types.PasswordResetTokenDocument,
    "mutation RemoveRole($userId: ID!, $roleId: ID!) {\n  removeRole(userId: $userId, roleId: $roleId) {\n    ...UserFields\n  }\n}": typeof types.RemoveRoleDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": typeof types.RequestPasswordResetDocument,
    "query Roles {\n  roles {\n    id\n    name\n  }\n}": typeof types.RolesDocument,
    "query UserByEmail($email: String!) {\n  userByEmail(email: $email) {\n    ...UserFields\n  }\n}": typeof types.UserByEmailDocument,
    "fragment UserFields on User {\n  id\n  email\n  givenName\n  familyName\n  fullName\n  gender\n  enabled\n  optOut\n  photo\n  roles\n  isInternalPartner\n  version\n}": typeof types.UserFieldsFragmentDoc,
    "query User($id: ID!) {\n  user(id: $id) {\n    ...UserFields\n  }\n}": typeof types.UserDocument,
    "subscription ViewerEvents($afterId: ID) {\n  viewerEvents(afterId: $afterId) {\n    id\n    type\n    companyId\n    userId\n    payload\n    createdAt\n  }\n}": typeof types.ViewerEventsDocument,
    "fragment ViewerFields on Viewer {\n  id\n  email\n  givenName\n  familyName\n  gender\n  photo\n  roles\n  currentRole\n  homePath\n  isInternalPartner\n  holdsCustomerAndConsumer\n  hideSepaAlert\n  version\n  companies {\n    id\n    name\n    state\n    admin\n    isPartner\n    trialAccount\n    isPrepaid\n    balanceCents\n  }\n}": typeof types.ViewerFieldsFragmentDoc,
    "query Viewer($currentRole: String) {\n  viewer(currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}": typeof types.ViewerDocument,
};
const documents: Documents = {
    "mutation ChangePassword($token: String!, $password: String!, $passwordRepeat: String!) {\n  changePassword(\n    token: $token\n    password: $password\n    passwordRepeat: $passwordRepeat\n  )\n}": types.ChangePasswordDocument,
    "query Employees {\n  employees {\n    ...UserFields\n  }\n}": types.EmployeesDocument,
    "mutation GrantRole($userId: ID!, $roleId: ID!) {\n  grantRole(userId: $userId, roleId: $roleId) {\n    ...UserFields\n  }\n}": types.GrantRoleDocument,
    "mutation Login($email: String!, $password: String!, $currentRole: String) {\n  login(email: $email, password: $password, currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "query PasswordResetToken($token: String!) {\n  passwordResetToken(token: $token) {\n    token\n    email\n  }\n}": types.PasswordResetTokenDocument,
    "mutation RemoveRole($userId: ID!, $roleId: ID!) {\n  removeRole(userId: $userId, roleId: $roleId) {\n    ...UserFields\n  }\n}": types.RemoveRoleDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": types.RequestPasswordResetDocument,
    "query Roles {\n  roles {\n    id\n    name\n  }\n}": types.RolesDocument,
    "query UserByEmail($email: String!) {\n  userByEmail(email: $email) {\n    ...UserFields\n  }\n}": types.UserByEmailDocument,
    "fragment UserFields on User {\n  id\n  email\n  givenName\n  familyName\n  fullName\n  gender\n  enabled\n  optOut\n  photo\n  roles\n  isInternalPartner\n  version\n}": types.UserFieldsFragmentDoc,
    "query User($id: ID!) {\n  user(id: $id) {\n    ...UserFields\n  }\n}": types.UserDocument,
    "subscription ViewerEvents($afterId: ID) {\n  viewerEvents(afterId: $afterId) {\n    id\n    type\n    companyId\n    userId\n    payload\n    createdAt\n  }\n}": types.ViewerEventsDocument,
    "fragment ViewerFields on Viewer {\n  id\n  email\n  givenName\n  familyName\n  gender\n  photo\n  roles\n  currentRole\n  homePath\n  isInternalPartner\n  holdsCustomerAndConsumer\n  hideSepaAlert\n  version\n  companies {\n    id\n    name\n    state\n    admin\n    isPartner\n    trialAccount\n    isPrepaid\n    balanceCents\n  }\n}": types.ViewerFieldsFragmentDoc,
    "query Viewer($currentRole: String) {\n  viewer(currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}": types.ViewerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($token: String!, $password: String!, $passwordRepeat: String!) {\n  changePassword(\n    token: $token\n    password: $password\n    passwordRepeat: $passwordRepeat\n  )\n}"): (typeof documents)["mutation ChangePassword($token: String!, $password: String!, $passwordRepeat: String!) {\n  changePassword(\n    token: $token\n    password: $password\n    passwordRepeat: $passwordRepeat\n  )\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Employees {\n  employees {\n    ...UserFields\n  }\n}"): (typeof documents)["query Employees {\n  employees {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GrantRole($userId: ID!, $roleId: ID!) {\n  grantRole(userId: $userId, roleId: $roleId) {\n    ...UserFields\n  }\n}"): (typeof documents)["mutation GrantRole($userId: ID!, $roleId: ID!) {\n  grantRole(userId: $userId, roleId: $roleId) {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($email: String!, $password: String!, $currentRole: String) {\n  login(email: $email, password: $password, currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}"): (typeof documents)["mutation Login($email: String!, $password: String!, $currentRole: String) {\n  login(email: $email, password: $password, currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordResetToken($token: String!) {\n  passwordResetToken(token: $token) {\n    token\n    email\n  }\n}"): (typeof documents)["query PasswordResetToken($token: String!) {\n  passwordResetToken(token: $token) {\n    token\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveRole($userId: ID!, $roleId: ID!) {\n  removeRole(userId: $userId, roleId: $roleId) {\n    ...UserFields\n  }\n}"): (typeof documents)["mutation RemoveRole($userId: ID!, $roleId: ID!) {\n  removeRole(userId: $userId, roleId: $roleId) {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Roles {\n  roles {\n    id\n    name\n  }\n}"): (typeof documents)["query Roles {\n  roles {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserByEmail($email: String!) {\n  userByEmail(email: $email) {\n    ...UserFields\n  }\n}"): (typeof documents)["query UserByEmail($email: String!) {\n  userByEmail(email: $email) {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  email\n  givenName\n  familyName\n  fullName\n  gender\n  enabled\n  optOut\n  photo\n  roles\n  isInternalPartner\n  version\n}"): (typeof documents)["fragment UserFields on User {\n  id\n  email\n  givenName\n  familyName\n  fullName\n  gender\n  enabled\n  optOut\n  photo\n  roles\n  isInternalPartner\n  version\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query User($id: ID!) {\n  user(id: $id) {\n    ...UserFields\n  }\n}"): (typeof documents)["query User($id: ID!) {\n  user(id: $id) {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ViewerEvents($afterId: ID) {\n  viewerEvents(afterId: $afterId) {\n    id\n    type\n    companyId\n    userId\n    payload\n    createdAt\n  }\n}"): (typeof documents)["subscription ViewerEvents($afterId: ID) {\n  viewerEvents(afterId: $afterId) {\n    id\n    type\n    companyId\n    userId\n    payload\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on Viewer {\n  id\n  email\n  givenName\n  familyName\n  gender\n  photo\n  roles\n  currentRole\n  homePath\n  isInternalPartner\n  holdsCustomerAndConsumer\n  hideSepaAlert\n  version\n  companies {\n    id\n    name\n    state\n    admin\n    isPartner\n    trialAccount\n    isPrepaid\n    balanceCents\n  }\n}"): (typeof documents)["fragment ViewerFields on Viewer {\n  id\n  email\n  givenName\n  familyName\n  gender\n  photo\n  roles\n  currentRole\n  homePath\n  isInternalPartner\n  holdsCustomerAndConsumer\n  hideSepaAlert\n  version\n  companies {\n    id\n    name\n    state\n    admin\n    isPartner\n    trialAccount\n    isPrepaid\n    balanceCents\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Viewer($currentRole: String) {\n  viewer(currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}"): (typeof documents)["query Viewer($currentRole: String) {\n  viewer(currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;