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
    "mutation UpdateUser($id: ID!, $version: Int!, $input: UserInput!) {\n  updateUser(id: $id, version: $version, input: $input) {\n    messageKey\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.UpdateUserDocument,
    "query UserByEmail($email: String!) {\n  userByEmail(email: $email) {\n    email\n    givenName\n    familyName\n    gender\n  }\n}": typeof types.UserByEmailDocument,
    "fragment UserFields on User {\n  id\n  email\n  givenName\n  familyName\n  fullName\n  gender\n  enabled\n  optOut\n  photo\n  photoUrl\n  roles\n  isInternalPartner\n  version\n}": typeof types.UserFieldsFragmentDoc,
    "query User($id: ID!) {\n  user(id: $id) {\n    ...UserFields\n  }\n}": typeof types.UserDocument,
    "query Users($search: String, $page: Int, $itemsPerPage: Int) {\n  users(search: $search, page: $page, itemsPerPage: $itemsPerPage) {\n    total\n    items {\n      ...UserFields\n    }\n  }\n}": typeof types.UsersDocument,
    "subscription ViewerEvents($afterId: ID) {\n  viewerEvents(afterId: $afterId) {\n    id\n    type\n    companyId\n    userId\n    payload\n    createdAt\n  }\n}": typeof types.ViewerEventsDocument,
    "fragment ViewerFields on Viewer {\n  id\n  email\n  givenName\n  familyName\n  gender\n  photo\n  photoUrl\n  roles\n  currentRole\n  homePath\n  isInternalPartner\n  holdsCustomerAndConsumer\n  hideSepaAlert\n  version\n  companies {\n    id\n    name\n    state\n    admin\n    isPartner\n    trialAccount\n    isPrepaid\n    balanceCents\n  }\n}": typeof types.ViewerFieldsFragmentDoc,
    "query Viewer($currentRole: String) {\n  viewer(currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}": typeof types.ViewerDocument,
    "mutation ActivateCompanyAction($id: ID!, $mode: ActivationMode) {\n  activateCompany(id: $id, mode: $mode) {\n    messageKey\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}": typeof types.ActivateCompanyActionDocument,
    "mutation CancelCompanyPauseAction($id: ID!) {\n  cancelCompanyPause(id: $id) {\n    ...CompanyScreenFields\n  }\n}": typeof types.CancelCompanyPauseActionDocument,
    "mutation ChangeCompanyStateAction($id: ID!, $state: CompanyState!) {\n  changeCompanyState(id: $id, state: $state) {\n    messageKey\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}": typeof types.ChangeCompanyStateActionDocument,
    "query CheckAddress($postalCode: String!, $houseNumber: String!) {\n  validateAddress(postalCode: $postalCode, houseNumber: $houseNumber) {\n    postalCode\n    city\n    municipality\n    province\n    latitude\n    longitude\n  }\n}": typeof types.CheckAddressDocument,
    "fragment CompanyDetailFields on Company {\n  id\n  name\n  tradeName\n  state\n  previousState\n  pausedFrom\n  pausedUntil\n  country\n  postalCode\n  houseNumber\n  street\n  city\n  municipality\n  province\n  latitude\n  longitude\n  chamberOfCommerceNumber\n  website\n  email\n  phoneNumber\n  separateInvoiceData\n  invoiceCompanyName\n  invoiceToTheAttentionOf\n  invoiceAddress\n  isPartner\n  isComparison\n  isLeadGenerator\n  leadGeneratorType\n  isPrepaid\n  balanceCents\n  lowBalance\n  paymentTerms\n  sepaMandateEnabled\n  hasValidContract\n  allowNoCureNoPay\n  trialAccount\n  dateOfEstablishment\n  approved\n  welcomedAt\n  plazaOnly\n  logoUrl\n  listLogoUrl\n  commercialRegisterExtractUrl\n  logoUploadUrl: uploadUrl(kind: logo)\n  listLogoUploadUrl: uploadUrl(kind: list_logo)\n  extractUploadUrl: uploadUrl(kind: commercial_register_extract)\n  accountManager {\n    id\n    fullName\n  }\n  users {\n    id\n    isMainUser\n    enabled\n    version\n    user {\n      id\n      email\n      fullName\n    }\n  }\n  sepaMandate {\n    id\n    companyName\n    address\n    city\n    chamberOfCommerceNumber\n    iban\n    bic\n    signedBy\n    created\n    enabled\n    version\n  }\n  notificationLists {\n    id\n    email\n    givenName\n    familyName\n    isMainUser\n    finance\n    leads\n    claims\n    account\n    crm\n    newsletter\n    waLeads\n    version\n    user {\n      id\n    }\n  }\n  version\n  viewerCanEdit\n  viewerCanChangeState\n  statesViewerMaySet\n  viewerCanChangePaymentTerms\n  viewerCanGeneratePasswords\n  viewerCanDelete\n  viewerCanActivate\n  activationNeedsMandate\n}": typeof types.CompanyDetailFieldsFragmentDoc,
    "query CompanyDetail($id: ID!) {\n  company(id: $id) {\n    ...CompanyScreenFields\n  }\n}": typeof types.CompanyDetailDocument,
    "fragment CompanyEventFields on CompanyEvent {\n  id\n  type\n  data\n  createdAt\n  user {\n    id\n    fullName\n  }\n}": typeof types.CompanyEventFieldsFragmentDoc,
    "query CompanyFormChoices {\n  employees {\n    id\n    fullName\n  }\n  provinces {\n    name\n  }\n}": typeof types.CompanyFormChoicesDocument,
    "subscription CompanyLive($id: ID!, $afterEventId: ID) {\n  companyChanged(id: $id, afterEventId: $afterEventId) {\n    eventId\n    type\n    deleted\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}": typeof types.CompanyLiveDocument,
    "query CompanyOverview($filter: CompanyFilter, $sort: CompanySort, $page: Int, $pageSize: Int) {\n  companies(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n    total\n    items {\n      id\n      name\n      city\n      province\n      state\n      leadGeneratorType\n      accountManager {\n        id\n        fullName\n      }\n      users {\n        id\n        isMainUser\n        user {\n          id\n          fullName\n        }\n      }\n    }\n  }\n  companyCsvUrl(filter: $filter, sort: $sort)\n}": typeof types.CompanyOverviewDocument,
    "query CompanyPartnerDetail($id: ID!) {\n  company(id: $id) {\n    id\n    name\n    isPartner\n    partnerSettings {\n      guid\n      mustBeVerifiedProducts\n      utmCampaign\n      utmMedium\n      utmSource\n      sourceDomain\n      version\n    }\n  }\n}\n\nmutation SavePartnerSettingsAction($companyId: ID!, $input: CompanyPartnerSettingsInput!, $version: Int) {\n  savePartnerSettings(companyId: $companyId, input: $input, version: $version) {\n    guid\n    mustBeVerifiedProducts\n    utmCampaign\n    utmMedium\n    utmSource\n    sourceDomain\n    version\n  }\n}": typeof types.CompanyPartnerDetailDocument,
    "query CompanyProfileDetail($id: ID!) {\n  company(id: $id) {\n    id\n    name\n    profile {\n      slug\n      publicUrl\n      whyUs\n      exists\n      version\n    }\n  }\n}\n\nmutation SaveCompanyProfileAction($companyId: ID!, $input: CompanyProfileInput!, $version: Int) {\n  saveCompanyProfile(companyId: $companyId, input: $input, version: $version) {\n    slug\n    publicUrl\n    whyUs\n    exists\n    version\n  }\n}": typeof types.CompanyProfileDetailDocument,
    "fragment CompanyScreenFields on Company {\n  ...CompanyDetailFields\n  events(pageSize: 50) {\n    total\n    items {\n      ...CompanyEventFields\n    }\n  }\n}": typeof types.CompanyScreenFieldsFragmentDoc,
    "query CompanyStaffDetail($id: ID!) {\n  company(id: $id) {\n    id\n    ...CompanyStaffFields\n  }\n}": typeof types.CompanyStaffDetailDocument,
    "fragment CompanyStaffFields on Company {\n  comments\n  prospectSource\n  salesperson {\n    id\n    fullName\n  }\n  matchExcludes {\n    matchId\n    createdAt\n  }\n}": typeof types.CompanyStaffFieldsFragmentDoc,
    "mutation AddCompanyUserAction($companyId: ID!, $input: CompanyUserInput!) {\n  addCompanyUser(companyId: $companyId, input: $input) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation SetMainUserAction($companyId: ID!, $userId: ID!, $version: Int!) {\n  setMainUser(companyId: $companyId, userId: $userId, version: $version) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation EnableCompanyUserAction($companyId: ID!, $userId: ID!) {\n  enableCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DisableCompanyUserAction($companyId: ID!, $userId: ID!) {\n  disableCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation RemoveCompanyUserAction($companyId: ID!, $userId: ID!) {\n  removeCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}": typeof types.AddCompanyUserActionDocument,
    "query CompanyUserLookup($email: String!) {\n  userByEmail(email: $email) {\n    email\n    givenName\n    familyName\n    gender\n  }\n}": typeof types.CompanyUserLookupDocument,
    "mutation CreateCompanyAction($input: CompanyInput!) {\n  createCompany(input: $input) {\n    ...CompanyScreenFields\n  }\n}": typeof types.CreateCompanyActionDocument,
    "mutation DeleteCompanyAction($id: ID!) {\n  deleteCompany(id: $id)\n}": typeof types.DeleteCompanyActionDocument,
    "mutation DismissTrialWelcomeAction($id: ID!) {\n  dismissTrialWelcome(id: $id) {\n    id\n    welcomedAt\n  }\n}": typeof types.DismissTrialWelcomeActionDocument,
    "mutation HideSepaAlertAction($companyId: ID!) {\n  hideSepaAlert(companyId: $companyId) {\n    id\n    hideSepaAlert\n  }\n}": typeof types.HideSepaAlertActionDocument,
    "mutation ExcludeMatchAction($companyId: ID!, $matchId: ID!) {\n  excludeMatch(companyId: $companyId, matchId: $matchId) {\n    id\n    ...CompanyStaffFields\n  }\n}\n\nmutation IncludeMatchAction($companyId: ID!, $matchId: ID!) {\n  includeMatch(companyId: $companyId, matchId: $matchId) {\n    id\n    ...CompanyStaffFields\n  }\n}": typeof types.ExcludeMatchActionDocument,
    "fragment NotificationListFields on NotificationList {\n  id\n  email\n  givenName\n  familyName\n  isMainUser\n  finance\n  leads\n  claims\n  account\n  crm\n  newsletter\n  waLeads\n  version\n  user {\n    id\n  }\n}\n\nmutation CreateNotificationListAction($companyId: ID!, $userId: ID!, $input: NotificationListInput!, $waCostConfirmed: Boolean) {\n  createNotificationList(\n    companyId: $companyId\n    userId: $userId\n    input: $input\n    waCostConfirmed: $waCostConfirmed\n  ) {\n    ...NotificationListFields\n  }\n}\n\nmutation UpdateNotificationListAction($companyId: ID!, $id: ID!, $version: Int!, $input: NotificationListInput!, $waCostConfirmed: Boolean) {\n  updateNotificationList(\n    companyId: $companyId\n    id: $id\n    version: $version\n    input: $input\n    waCostConfirmed: $waCostConfirmed\n  ) {\n    ...NotificationListFields\n  }\n}": typeof types.NotificationListFieldsFragmentDoc,
    "mutation PauseCompanyAction($id: ID!, $from: DateTime, $until: DateTime, $indefinitely: Boolean) {\n  pauseCompany(id: $id, from: $from, until: $until, indefinitely: $indefinitely) {\n    ...CompanyScreenFields\n  }\n}": typeof types.PauseCompanyActionDocument,
    "mutation SaveSepaMandateAction($companyId: ID!, $input: SepaMandateInput!, $version: Int) {\n  saveSepaMandate(companyId: $companyId, input: $input, version: $version) {\n    ...CompanyScreenFields\n  }\n}": typeof types.SaveSepaMandateActionDocument,
    "mutation EnableSepaMandateAction($companyId: ID!) {\n  enableSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DisableSepaMandateAction($companyId: ID!) {\n  disableSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DeleteSepaMandateAction($companyId: ID!) {\n  deleteSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}": typeof types.EnableSepaMandateActionDocument,
    "mutation StartTrialAction($companyId: ID!) {\n  startTrial(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation MarkSuspectNotInterestedAction($companyId: ID!) {\n  markSuspectNotInterested(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation PushCompanyToSalesAction($id: ID!, $accountManagerId: ID!) {\n  pushCompanyToSales(id: $id, accountManagerId: $accountManagerId) {\n    ...CompanyScreenFields\n  }\n}": typeof types.StartTrialActionDocument,
    "mutation UpdateCompanyAction($id: ID!, $version: Int!, $input: CompanyInput!) {\n  updateCompany(id: $id, version: $version, input: $input) {\n    ...CompanyScreenFields\n  }\n}": typeof types.UpdateCompanyActionDocument,
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
    "mutation UpdateUser($id: ID!, $version: Int!, $input: UserInput!) {\n  updateUser(id: $id, version: $version, input: $input) {\n    messageKey\n    user {\n      ...UserFields\n    }\n  }\n}": types.UpdateUserDocument,
    "query UserByEmail($email: String!) {\n  userByEmail(email: $email) {\n    email\n    givenName\n    familyName\n    gender\n  }\n}": types.UserByEmailDocument,
    "fragment UserFields on User {\n  id\n  email\n  givenName\n  familyName\n  fullName\n  gender\n  enabled\n  optOut\n  photo\n  photoUrl\n  roles\n  isInternalPartner\n  version\n}": types.UserFieldsFragmentDoc,
    "query User($id: ID!) {\n  user(id: $id) {\n    ...UserFields\n  }\n}": types.UserDocument,
    "query Users($search: String, $page: Int, $itemsPerPage: Int) {\n  users(search: $search, page: $page, itemsPerPage: $itemsPerPage) {\n    total\n    items {\n      ...UserFields\n    }\n  }\n}": types.UsersDocument,
    "subscription ViewerEvents($afterId: ID) {\n  viewerEvents(afterId: $afterId) {\n    id\n    type\n    companyId\n    userId\n    payload\n    createdAt\n  }\n}": types.ViewerEventsDocument,
    "fragment ViewerFields on Viewer {\n  id\n  email\n  givenName\n  familyName\n  gender\n  photo\n  photoUrl\n  roles\n  currentRole\n  homePath\n  isInternalPartner\n  holdsCustomerAndConsumer\n  hideSepaAlert\n  version\n  companies {\n    id\n    name\n    state\n    admin\n    isPartner\n    trialAccount\n    isPrepaid\n    balanceCents\n  }\n}": types.ViewerFieldsFragmentDoc,
    "query Viewer($currentRole: String) {\n  viewer(currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}": types.ViewerDocument,
    "mutation ActivateCompanyAction($id: ID!, $mode: ActivationMode) {\n  activateCompany(id: $id, mode: $mode) {\n    messageKey\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}": types.ActivateCompanyActionDocument,
    "mutation CancelCompanyPauseAction($id: ID!) {\n  cancelCompanyPause(id: $id) {\n    ...CompanyScreenFields\n  }\n}": types.CancelCompanyPauseActionDocument,
    "mutation ChangeCompanyStateAction($id: ID!, $state: CompanyState!) {\n  changeCompanyState(id: $id, state: $state) {\n    messageKey\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}": types.ChangeCompanyStateActionDocument,
    "query CheckAddress($postalCode: String!, $houseNumber: String!) {\n  validateAddress(postalCode: $postalCode, houseNumber: $houseNumber) {\n    postalCode\n    city\n    municipality\n    province\n    latitude\n    longitude\n  }\n}": types.CheckAddressDocument,
    "fragment CompanyDetailFields on Company {\n  id\n  name\n  tradeName\n  state\n  previousState\n  pausedFrom\n  pausedUntil\n  country\n  postalCode\n  houseNumber\n  street\n  city\n  municipality\n  province\n  latitude\n  longitude\n  chamberOfCommerceNumber\n  website\n  email\n  phoneNumber\n  separateInvoiceData\n  invoiceCompanyName\n  invoiceToTheAttentionOf\n  invoiceAddress\n  isPartner\n  isComparison\n  isLeadGenerator\n  leadGeneratorType\n  isPrepaid\n  balanceCents\n  lowBalance\n  paymentTerms\n  sepaMandateEnabled\n  hasValidContract\n  allowNoCureNoPay\n  trialAccount\n  dateOfEstablishment\n  approved\n  welcomedAt\n  plazaOnly\n  logoUrl\n  listLogoUrl\n  commercialRegisterExtractUrl\n  logoUploadUrl: uploadUrl(kind: logo)\n  listLogoUploadUrl: uploadUrl(kind: list_logo)\n  extractUploadUrl: uploadUrl(kind: commercial_register_extract)\n  accountManager {\n    id\n    fullName\n  }\n  users {\n    id\n    isMainUser\n    enabled\n    version\n    user {\n      id\n      email\n      fullName\n    }\n  }\n  sepaMandate {\n    id\n    companyName\n    address\n    city\n    chamberOfCommerceNumber\n    iban\n    bic\n    signedBy\n    created\n    enabled\n    version\n  }\n  notificationLists {\n    id\n    email\n    givenName\n    familyName\n    isMainUser\n    finance\n    leads\n    claims\n    account\n    crm\n    newsletter\n    waLeads\n    version\n    user {\n      id\n    }\n  }\n  version\n  viewerCanEdit\n  viewerCanChangeState\n  statesViewerMaySet\n  viewerCanChangePaymentTerms\n  viewerCanGeneratePasswords\n  viewerCanDelete\n  viewerCanActivate\n  activationNeedsMandate\n}": types.CompanyDetailFieldsFragmentDoc,
    "query CompanyDetail($id: ID!) {\n  company(id: $id) {\n    ...CompanyScreenFields\n  }\n}": types.CompanyDetailDocument,
    "fragment CompanyEventFields on CompanyEvent {\n  id\n  type\n  data\n  createdAt\n  user {\n    id\n    fullName\n  }\n}": types.CompanyEventFieldsFragmentDoc,
    "query CompanyFormChoices {\n  employees {\n    id\n    fullName\n  }\n  provinces {\n    name\n  }\n}": types.CompanyFormChoicesDocument,
    "subscription CompanyLive($id: ID!, $afterEventId: ID) {\n  companyChanged(id: $id, afterEventId: $afterEventId) {\n    eventId\n    type\n    deleted\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}": types.CompanyLiveDocument,
    "query CompanyOverview($filter: CompanyFilter, $sort: CompanySort, $page: Int, $pageSize: Int) {\n  companies(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n    total\n    items {\n      id\n      name\n      city\n      province\n      state\n      leadGeneratorType\n      accountManager {\n        id\n        fullName\n      }\n      users {\n        id\n        isMainUser\n        user {\n          id\n          fullName\n        }\n      }\n    }\n  }\n  companyCsvUrl(filter: $filter, sort: $sort)\n}": types.CompanyOverviewDocument,
    "query CompanyPartnerDetail($id: ID!) {\n  company(id: $id) {\n    id\n    name\n    isPartner\n    partnerSettings {\n      guid\n      mustBeVerifiedProducts\n      utmCampaign\n      utmMedium\n      utmSource\n      sourceDomain\n      version\n    }\n  }\n}\n\nmutation SavePartnerSettingsAction($companyId: ID!, $input: CompanyPartnerSettingsInput!, $version: Int) {\n  savePartnerSettings(companyId: $companyId, input: $input, version: $version) {\n    guid\n    mustBeVerifiedProducts\n    utmCampaign\n    utmMedium\n    utmSource\n    sourceDomain\n    version\n  }\n}": types.CompanyPartnerDetailDocument,
    "query CompanyProfileDetail($id: ID!) {\n  company(id: $id) {\n    id\n    name\n    profile {\n      slug\n      publicUrl\n      whyUs\n      exists\n      version\n    }\n  }\n}\n\nmutation SaveCompanyProfileAction($companyId: ID!, $input: CompanyProfileInput!, $version: Int) {\n  saveCompanyProfile(companyId: $companyId, input: $input, version: $version) {\n    slug\n    publicUrl\n    whyUs\n    exists\n    version\n  }\n}": types.CompanyProfileDetailDocument,
    "fragment CompanyScreenFields on Company {\n  ...CompanyDetailFields\n  events(pageSize: 50) {\n    total\n    items {\n      ...CompanyEventFields\n    }\n  }\n}": types.CompanyScreenFieldsFragmentDoc,
    "query CompanyStaffDetail($id: ID!) {\n  company(id: $id) {\n    id\n    ...CompanyStaffFields\n  }\n}": types.CompanyStaffDetailDocument,
    "fragment CompanyStaffFields on Company {\n  comments\n  prospectSource\n  salesperson {\n    id\n    fullName\n  }\n  matchExcludes {\n    matchId\n    createdAt\n  }\n}": types.CompanyStaffFieldsFragmentDoc,
    "mutation AddCompanyUserAction($companyId: ID!, $input: CompanyUserInput!) {\n  addCompanyUser(companyId: $companyId, input: $input) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation SetMainUserAction($companyId: ID!, $userId: ID!, $version: Int!) {\n  setMainUser(companyId: $companyId, userId: $userId, version: $version) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation EnableCompanyUserAction($companyId: ID!, $userId: ID!) {\n  enableCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DisableCompanyUserAction($companyId: ID!, $userId: ID!) {\n  disableCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation RemoveCompanyUserAction($companyId: ID!, $userId: ID!) {\n  removeCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}": types.AddCompanyUserActionDocument,
    "query CompanyUserLookup($email: String!) {\n  userByEmail(email: $email) {\n    email\n    givenName\n    familyName\n    gender\n  }\n}": types.CompanyUserLookupDocument,
    "mutation CreateCompanyAction($input: CompanyInput!) {\n  createCompany(input: $input) {\n    ...CompanyScreenFields\n  }\n}": types.CreateCompanyActionDocument,
    "mutation DeleteCompanyAction($id: ID!) {\n  deleteCompany(id: $id)\n}": types.DeleteCompanyActionDocument,
    "mutation DismissTrialWelcomeAction($id: ID!) {\n  dismissTrialWelcome(id: $id) {\n    id\n    welcomedAt\n  }\n}": types.DismissTrialWelcomeActionDocument,
    "mutation HideSepaAlertAction($companyId: ID!) {\n  hideSepaAlert(companyId: $companyId) {\n    id\n    hideSepaAlert\n  }\n}": types.HideSepaAlertActionDocument,
    "mutation ExcludeMatchAction($companyId: ID!, $matchId: ID!) {\n  excludeMatch(companyId: $companyId, matchId: $matchId) {\n    id\n    ...CompanyStaffFields\n  }\n}\n\nmutation IncludeMatchAction($companyId: ID!, $matchId: ID!) {\n  includeMatch(companyId: $companyId, matchId: $matchId) {\n    id\n    ...CompanyStaffFields\n  }\n}": types.ExcludeMatchActionDocument,
    "fragment NotificationListFields on NotificationList {\n  id\n  email\n  givenName\n  familyName\n  isMainUser\n  finance\n  leads\n  claims\n  account\n  crm\n  newsletter\n  waLeads\n  version\n  user {\n    id\n  }\n}\n\nmutation CreateNotificationListAction($companyId: ID!, $userId: ID!, $input: NotificationListInput!, $waCostConfirmed: Boolean) {\n  createNotificationList(\n    companyId: $companyId\n    userId: $userId\n    input: $input\n    waCostConfirmed: $waCostConfirmed\n  ) {\n    ...NotificationListFields\n  }\n}\n\nmutation UpdateNotificationListAction($companyId: ID!, $id: ID!, $version: Int!, $input: NotificationListInput!, $waCostConfirmed: Boolean) {\n  updateNotificationList(\n    companyId: $companyId\n    id: $id\n    version: $version\n    input: $input\n    waCostConfirmed: $waCostConfirmed\n  ) {\n    ...NotificationListFields\n  }\n}": types.NotificationListFieldsFragmentDoc,
    "mutation PauseCompanyAction($id: ID!, $from: DateTime, $until: DateTime, $indefinitely: Boolean) {\n  pauseCompany(id: $id, from: $from, until: $until, indefinitely: $indefinitely) {\n    ...CompanyScreenFields\n  }\n}": types.PauseCompanyActionDocument,
    "mutation SaveSepaMandateAction($companyId: ID!, $input: SepaMandateInput!, $version: Int) {\n  saveSepaMandate(companyId: $companyId, input: $input, version: $version) {\n    ...CompanyScreenFields\n  }\n}": types.SaveSepaMandateActionDocument,
    "mutation EnableSepaMandateAction($companyId: ID!) {\n  enableSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DisableSepaMandateAction($companyId: ID!) {\n  disableSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DeleteSepaMandateAction($companyId: ID!) {\n  deleteSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}": types.EnableSepaMandateActionDocument,
    "mutation StartTrialAction($companyId: ID!) {\n  startTrial(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation MarkSuspectNotInterestedAction($companyId: ID!) {\n  markSuspectNotInterested(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation PushCompanyToSalesAction($id: ID!, $accountManagerId: ID!) {\n  pushCompanyToSales(id: $id, accountManagerId: $accountManagerId) {\n    ...CompanyScreenFields\n  }\n}": types.StartTrialActionDocument,
    "mutation UpdateCompanyAction($id: ID!, $version: Int!, $input: CompanyInput!) {\n  updateCompany(id: $id, version: $version, input: $input) {\n    ...CompanyScreenFields\n  }\n}": types.UpdateCompanyActionDocument,
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
export function graphql(source: "mutation UpdateUser($id: ID!, $version: Int!, $input: UserInput!) {\n  updateUser(id: $id, version: $version, input: $input) {\n    messageKey\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateUser($id: ID!, $version: Int!, $input: UserInput!) {\n  updateUser(id: $id, version: $version, input: $input) {\n    messageKey\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UserByEmail($email: String!) {\n  userByEmail(email: $email) {\n    email\n    givenName\n    familyName\n    gender\n  }\n}"): (typeof documents)["query UserByEmail($email: String!) {\n  userByEmail(email: $email) {\n    email\n    givenName\n    familyName\n    gender\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  email\n  givenName\n  familyName\n  fullName\n  gender\n  enabled\n  optOut\n  photo\n  photoUrl\n  roles\n  isInternalPartner\n  version\n}"): (typeof documents)["fragment UserFields on User {\n  id\n  email\n  givenName\n  familyName\n  fullName\n  gender\n  enabled\n  optOut\n  photo\n  photoUrl\n  roles\n  isInternalPartner\n  version\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query User($id: ID!) {\n  user(id: $id) {\n    ...UserFields\n  }\n}"): (typeof documents)["query User($id: ID!) {\n  user(id: $id) {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Users($search: String, $page: Int, $itemsPerPage: Int) {\n  users(search: $search, page: $page, itemsPerPage: $itemsPerPage) {\n    total\n    items {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["query Users($search: String, $page: Int, $itemsPerPage: Int) {\n  users(search: $search, page: $page, itemsPerPage: $itemsPerPage) {\n    total\n    items {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ViewerEvents($afterId: ID) {\n  viewerEvents(afterId: $afterId) {\n    id\n    type\n    companyId\n    userId\n    payload\n    createdAt\n  }\n}"): (typeof documents)["subscription ViewerEvents($afterId: ID) {\n  viewerEvents(afterId: $afterId) {\n    id\n    type\n    companyId\n    userId\n    payload\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on Viewer {\n  id\n  email\n  givenName\n  familyName\n  gender\n  photo\n  photoUrl\n  roles\n  currentRole\n  homePath\n  isInternalPartner\n  holdsCustomerAndConsumer\n  hideSepaAlert\n  version\n  companies {\n    id\n    name\n    state\n    admin\n    isPartner\n    trialAccount\n    isPrepaid\n    balanceCents\n  }\n}"): (typeof documents)["fragment ViewerFields on Viewer {\n  id\n  email\n  givenName\n  familyName\n  gender\n  photo\n  photoUrl\n  roles\n  currentRole\n  homePath\n  isInternalPartner\n  holdsCustomerAndConsumer\n  hideSepaAlert\n  version\n  companies {\n    id\n    name\n    state\n    admin\n    isPartner\n    trialAccount\n    isPrepaid\n    balanceCents\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Viewer($currentRole: String) {\n  viewer(currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}"): (typeof documents)["query Viewer($currentRole: String) {\n  viewer(currentRole: $currentRole) {\n    ...ViewerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActivateCompanyAction($id: ID!, $mode: ActivationMode) {\n  activateCompany(id: $id, mode: $mode) {\n    messageKey\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}"): (typeof documents)["mutation ActivateCompanyAction($id: ID!, $mode: ActivationMode) {\n  activateCompany(id: $id, mode: $mode) {\n    messageKey\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelCompanyPauseAction($id: ID!) {\n  cancelCompanyPause(id: $id) {\n    ...CompanyScreenFields\n  }\n}"): (typeof documents)["mutation CancelCompanyPauseAction($id: ID!) {\n  cancelCompanyPause(id: $id) {\n    ...CompanyScreenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangeCompanyStateAction($id: ID!, $state: CompanyState!) {\n  changeCompanyState(id: $id, state: $state) {\n    messageKey\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}"): (typeof documents)["mutation ChangeCompanyStateAction($id: ID!, $state: CompanyState!) {\n  changeCompanyState(id: $id, state: $state) {\n    messageKey\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckAddress($postalCode: String!, $houseNumber: String!) {\n  validateAddress(postalCode: $postalCode, houseNumber: $houseNumber) {\n    postalCode\n    city\n    municipality\n    province\n    latitude\n    longitude\n  }\n}"): (typeof documents)["query CheckAddress($postalCode: String!, $houseNumber: String!) {\n  validateAddress(postalCode: $postalCode, houseNumber: $houseNumber) {\n    postalCode\n    city\n    municipality\n    province\n    latitude\n    longitude\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompanyDetailFields on Company {\n  id\n  name\n  tradeName\n  state\n  previousState\n  pausedFrom\n  pausedUntil\n  country\n  postalCode\n  houseNumber\n  street\n  city\n  municipality\n  province\n  latitude\n  longitude\n  chamberOfCommerceNumber\n  website\n  email\n  phoneNumber\n  separateInvoiceData\n  invoiceCompanyName\n  invoiceToTheAttentionOf\n  invoiceAddress\n  isPartner\n  isComparison\n  isLeadGenerator\n  leadGeneratorType\n  isPrepaid\n  balanceCents\n  lowBalance\n  paymentTerms\n  sepaMandateEnabled\n  hasValidContract\n  allowNoCureNoPay\n  trialAccount\n  dateOfEstablishment\n  approved\n  welcomedAt\n  plazaOnly\n  logoUrl\n  listLogoUrl\n  commercialRegisterExtractUrl\n  logoUploadUrl: uploadUrl(kind: logo)\n  listLogoUploadUrl: uploadUrl(kind: list_logo)\n  extractUploadUrl: uploadUrl(kind: commercial_register_extract)\n  accountManager {\n    id\n    fullName\n  }\n  users {\n    id\n    isMainUser\n    enabled\n    version\n    user {\n      id\n      email\n      fullName\n    }\n  }\n  sepaMandate {\n    id\n    companyName\n    address\n    city\n    chamberOfCommerceNumber\n    iban\n    bic\n    signedBy\n    created\n    enabled\n    version\n  }\n  notificationLists {\n    id\n    email\n    givenName\n    familyName\n    isMainUser\n    finance\n    leads\n    claims\n    account\n    crm\n    newsletter\n    waLeads\n    version\n    user {\n      id\n    }\n  }\n  version\n  viewerCanEdit\n  viewerCanChangeState\n  statesViewerMaySet\n  viewerCanChangePaymentTerms\n  viewerCanGeneratePasswords\n  viewerCanDelete\n  viewerCanActivate\n  activationNeedsMandate\n}"): (typeof documents)["fragment CompanyDetailFields on Company {\n  id\n  name\n  tradeName\n  state\n  previousState\n  pausedFrom\n  pausedUntil\n  country\n  postalCode\n  houseNumber\n  street\n  city\n  municipality\n  province\n  latitude\n  longitude\n  chamberOfCommerceNumber\n  website\n  email\n  phoneNumber\n  separateInvoiceData\n  invoiceCompanyName\n  invoiceToTheAttentionOf\n  invoiceAddress\n  isPartner\n  isComparison\n  isLeadGenerator\n  leadGeneratorType\n  isPrepaid\n  balanceCents\n  lowBalance\n  paymentTerms\n  sepaMandateEnabled\n  hasValidContract\n  allowNoCureNoPay\n  trialAccount\n  dateOfEstablishment\n  approved\n  welcomedAt\n  plazaOnly\n  logoUrl\n  listLogoUrl\n  commercialRegisterExtractUrl\n  logoUploadUrl: uploadUrl(kind: logo)\n  listLogoUploadUrl: uploadUrl(kind: list_logo)\n  extractUploadUrl: uploadUrl(kind: commercial_register_extract)\n  accountManager {\n    id\n    fullName\n  }\n  users {\n    id\n    isMainUser\n    enabled\n    version\n    user {\n      id\n      email\n      fullName\n    }\n  }\n  sepaMandate {\n    id\n    companyName\n    address\n    city\n    chamberOfCommerceNumber\n    iban\n    bic\n    signedBy\n    created\n    enabled\n    version\n  }\n  notificationLists {\n    id\n    email\n    givenName\n    familyName\n    isMainUser\n    finance\n    leads\n    claims\n    account\n    crm\n    newsletter\n    waLeads\n    version\n    user {\n      id\n    }\n  }\n  version\n  viewerCanEdit\n  viewerCanChangeState\n  statesViewerMaySet\n  viewerCanChangePaymentTerms\n  viewerCanGeneratePasswords\n  viewerCanDelete\n  viewerCanActivate\n  activationNeedsMandate\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyDetail($id: ID!) {\n  company(id: $id) {\n    ...CompanyScreenFields\n  }\n}"): (typeof documents)["query CompanyDetail($id: ID!) {\n  company(id: $id) {\n    ...CompanyScreenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompanyEventFields on CompanyEvent {\n  id\n  type\n  data\n  createdAt\n  user {\n    id\n    fullName\n  }\n}"): (typeof documents)["fragment CompanyEventFields on CompanyEvent {\n  id\n  type\n  data\n  createdAt\n  user {\n    id\n    fullName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyFormChoices {\n  employees {\n    id\n    fullName\n  }\n  provinces {\n    name\n  }\n}"): (typeof documents)["query CompanyFormChoices {\n  employees {\n    id\n    fullName\n  }\n  provinces {\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CompanyLive($id: ID!, $afterEventId: ID) {\n  companyChanged(id: $id, afterEventId: $afterEventId) {\n    eventId\n    type\n    deleted\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}"): (typeof documents)["subscription CompanyLive($id: ID!, $afterEventId: ID) {\n  companyChanged(id: $id, afterEventId: $afterEventId) {\n    eventId\n    type\n    deleted\n    company {\n      ...CompanyScreenFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyOverview($filter: CompanyFilter, $sort: CompanySort, $page: Int, $pageSize: Int) {\n  companies(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n    total\n    items {\n      id\n      name\n      city\n      province\n      state\n      leadGeneratorType\n      accountManager {\n        id\n        fullName\n      }\n      users {\n        id\n        isMainUser\n        user {\n          id\n          fullName\n        }\n      }\n    }\n  }\n  companyCsvUrl(filter: $filter, sort: $sort)\n}"): (typeof documents)["query CompanyOverview($filter: CompanyFilter, $sort: CompanySort, $page: Int, $pageSize: Int) {\n  companies(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {\n    total\n    items {\n      id\n      name\n      city\n      province\n      state\n      leadGeneratorType\n      accountManager {\n        id\n        fullName\n      }\n      users {\n        id\n        isMainUser\n        user {\n          id\n          fullName\n        }\n      }\n    }\n  }\n  companyCsvUrl(filter: $filter, sort: $sort)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyPartnerDetail($id: ID!) {\n  company(id: $id) {\n    id\n    name\n    isPartner\n    partnerSettings {\n      guid\n      mustBeVerifiedProducts\n      utmCampaign\n      utmMedium\n      utmSource\n      sourceDomain\n      version\n    }\n  }\n}\n\nmutation SavePartnerSettingsAction($companyId: ID!, $input: CompanyPartnerSettingsInput!, $version: Int) {\n  savePartnerSettings(companyId: $companyId, input: $input, version: $version) {\n    guid\n    mustBeVerifiedProducts\n    utmCampaign\n    utmMedium\n    utmSource\n    sourceDomain\n    version\n  }\n}"): (typeof documents)["query CompanyPartnerDetail($id: ID!) {\n  company(id: $id) {\n    id\n    name\n    isPartner\n    partnerSettings {\n      guid\n      mustBeVerifiedProducts\n      utmCampaign\n      utmMedium\n      utmSource\n      sourceDomain\n      version\n    }\n  }\n}\n\nmutation SavePartnerSettingsAction($companyId: ID!, $input: CompanyPartnerSettingsInput!, $version: Int) {\n  savePartnerSettings(companyId: $companyId, input: $input, version: $version) {\n    guid\n    mustBeVerifiedProducts\n    utmCampaign\n    utmMedium\n    utmSource\n    sourceDomain\n    version\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyProfileDetail($id: ID!) {\n  company(id: $id) {\n    id\n    name\n    profile {\n      slug\n      publicUrl\n      whyUs\n      exists\n      version\n    }\n  }\n}\n\nmutation SaveCompanyProfileAction($companyId: ID!, $input: CompanyProfileInput!, $version: Int) {\n  saveCompanyProfile(companyId: $companyId, input: $input, version: $version) {\n    slug\n    publicUrl\n    whyUs\n    exists\n    version\n  }\n}"): (typeof documents)["query CompanyProfileDetail($id: ID!) {\n  company(id: $id) {\n    id\n    name\n    profile {\n      slug\n      publicUrl\n      whyUs\n      exists\n      version\n    }\n  }\n}\n\nmutation SaveCompanyProfileAction($companyId: ID!, $input: CompanyProfileInput!, $version: Int) {\n  saveCompanyProfile(companyId: $companyId, input: $input, version: $version) {\n    slug\n    publicUrl\n    whyUs\n    exists\n    version\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompanyScreenFields on Company {\n  ...CompanyDetailFields\n  events(pageSize: 50) {\n    total\n    items {\n      ...CompanyEventFields\n    }\n  }\n}"): (typeof documents)["fragment CompanyScreenFields on Company {\n  ...CompanyDetailFields\n  events(pageSize: 50) {\n    total\n    items {\n      ...CompanyEventFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyStaffDetail($id: ID!) {\n  company(id: $id) {\n    id\n    ...CompanyStaffFields\n  }\n}"): (typeof documents)["query CompanyStaffDetail($id: ID!) {\n  company(id: $id) {\n    id\n    ...CompanyStaffFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompanyStaffFields on Company {\n  comments\n  prospectSource\n  salesperson {\n    id\n    fullName\n  }\n  matchExcludes {\n    matchId\n    createdAt\n  }\n}"): (typeof documents)["fragment CompanyStaffFields on Company {\n  comments\n  prospectSource\n  salesperson {\n    id\n    fullName\n  }\n  matchExcludes {\n    matchId\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddCompanyUserAction($companyId: ID!, $input: CompanyUserInput!) {\n  addCompanyUser(companyId: $companyId, input: $input) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation SetMainUserAction($companyId: ID!, $userId: ID!, $version: Int!) {\n  setMainUser(companyId: $companyId, userId: $userId, version: $version) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation EnableCompanyUserAction($companyId: ID!, $userId: ID!) {\n  enableCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DisableCompanyUserAction($companyId: ID!, $userId: ID!) {\n  disableCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation RemoveCompanyUserAction($companyId: ID!, $userId: ID!) {\n  removeCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}"): (typeof documents)["mutation AddCompanyUserAction($companyId: ID!, $input: CompanyUserInput!) {\n  addCompanyUser(companyId: $companyId, input: $input) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation SetMainUserAction($companyId: ID!, $userId: ID!, $version: Int!) {\n  setMainUser(companyId: $companyId, userId: $userId, version: $version) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation EnableCompanyUserAction($companyId: ID!, $userId: ID!) {\n  enableCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DisableCompanyUserAction($companyId: ID!, $userId: ID!) {\n  disableCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation RemoveCompanyUserAction($companyId: ID!, $userId: ID!) {\n  removeCompanyUser(companyId: $companyId, userId: $userId) {\n    ...CompanyScreenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyUserLookup($email: String!) {\n  userByEmail(email: $email) {\n    email\n    givenName\n    familyName\n    gender\n  }\n}"): (typeof documents)["query CompanyUserLookup($email: String!) {\n  userByEmail(email: $email) {\n    email\n    givenName\n    familyName\n    gender\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCompanyAction($input: CompanyInput!) {\n  createCompany(input: $input) {\n    ...CompanyScreenFields\n  }\n}"): (typeof documents)["mutation CreateCompanyAction($input: CompanyInput!) {\n  createCompany(input: $input) {\n    ...CompanyScreenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteCompanyAction($id: ID!) {\n  deleteCompany(id: $id)\n}"): (typeof documents)["mutation DeleteCompanyAction($id: ID!) {\n  deleteCompany(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DismissTrialWelcomeAction($id: ID!) {\n  dismissTrialWelcome(id: $id) {\n    id\n    welcomedAt\n  }\n}"): (typeof documents)["mutation DismissTrialWelcomeAction($id: ID!) {\n  dismissTrialWelcome(id: $id) {\n    id\n    welcomedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HideSepaAlertAction($companyId: ID!) {\n  hideSepaAlert(companyId: $companyId) {\n    id\n    hideSepaAlert\n  }\n}"): (typeof documents)["mutation HideSepaAlertAction($companyId: ID!) {\n  hideSepaAlert(companyId: $companyId) {\n    id\n    hideSepaAlert\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExcludeMatchAction($companyId: ID!, $matchId: ID!) {\n  excludeMatch(companyId: $companyId, matchId: $matchId) {\n    id\n    ...CompanyStaffFields\n  }\n}\n\nmutation IncludeMatchAction($companyId: ID!, $matchId: ID!) {\n  includeMatch(companyId: $companyId, matchId: $matchId) {\n    id\n    ...CompanyStaffFields\n  }\n}"): (typeof documents)["mutation ExcludeMatchAction($companyId: ID!, $matchId: ID!) {\n  excludeMatch(companyId: $companyId, matchId: $matchId) {\n    id\n    ...CompanyStaffFields\n  }\n}\n\nmutation IncludeMatchAction($companyId: ID!, $matchId: ID!) {\n  includeMatch(companyId: $companyId, matchId: $matchId) {\n    id\n    ...CompanyStaffFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NotificationListFields on NotificationList {\n  id\n  email\n  givenName\n  familyName\n  isMainUser\n  finance\n  leads\n  claims\n  account\n  crm\n  newsletter\n  waLeads\n  version\n  user {\n    id\n  }\n}\n\nmutation CreateNotificationListAction($companyId: ID!, $userId: ID!, $input: NotificationListInput!, $waCostConfirmed: Boolean) {\n  createNotificationList(\n    companyId: $companyId\n    userId: $userId\n    input: $input\n    waCostConfirmed: $waCostConfirmed\n  ) {\n    ...NotificationListFields\n  }\n}\n\nmutation UpdateNotificationListAction($companyId: ID!, $id: ID!, $version: Int!, $input: NotificationListInput!, $waCostConfirmed: Boolean) {\n  updateNotificationList(\n    companyId: $companyId\n    id: $id\n    version: $version\n    input: $input\n    waCostConfirmed: $waCostConfirmed\n  ) {\n    ...NotificationListFields\n  }\n}"): (typeof documents)["fragment NotificationListFields on NotificationList {\n  id\n  email\n  givenName\n  familyName\n  isMainUser\n  finance\n  leads\n  claims\n  account\n  crm\n  newsletter\n  waLeads\n  version\n  user {\n    id\n  }\n}\n\nmutation CreateNotificationListAction($companyId: ID!, $userId: ID!, $input: NotificationListInput!, $waCostConfirmed: Boolean) {\n  createNotificationList(\n    companyId: $companyId\n    userId: $userId\n    input: $input\n    waCostConfirmed: $waCostConfirmed\n  ) {\n    ...NotificationListFields\n  }\n}\n\nmutation UpdateNotificationListAction($companyId: ID!, $id: ID!, $version: Int!, $input: NotificationListInput!, $waCostConfirmed: Boolean) {\n  updateNotificationList(\n    companyId: $companyId\n    id: $id\n    version: $version\n    input: $input\n    waCostConfirmed: $waCostConfirmed\n  ) {\n    ...NotificationListFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PauseCompanyAction($id: ID!, $from: DateTime, $until: DateTime, $indefinitely: Boolean) {\n  pauseCompany(id: $id, from: $from, until: $until, indefinitely: $indefinitely) {\n    ...CompanyScreenFields\n  }\n}"): (typeof documents)["mutation PauseCompanyAction($id: ID!, $from: DateTime, $until: DateTime, $indefinitely: Boolean) {\n  pauseCompany(id: $id, from: $from, until: $until, indefinitely: $indefinitely) {\n    ...CompanyScreenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveSepaMandateAction($companyId: ID!, $input: SepaMandateInput!, $version: Int) {\n  saveSepaMandate(companyId: $companyId, input: $input, version: $version) {\n    ...CompanyScreenFields\n  }\n}"): (typeof documents)["mutation SaveSepaMandateAction($companyId: ID!, $input: SepaMandateInput!, $version: Int) {\n  saveSepaMandate(companyId: $companyId, input: $input, version: $version) {\n    ...CompanyScreenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableSepaMandateAction($companyId: ID!) {\n  enableSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DisableSepaMandateAction($companyId: ID!) {\n  disableSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DeleteSepaMandateAction($companyId: ID!) {\n  deleteSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}"): (typeof documents)["mutation EnableSepaMandateAction($companyId: ID!) {\n  enableSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DisableSepaMandateAction($companyId: ID!) {\n  disableSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation DeleteSepaMandateAction($companyId: ID!) {\n  deleteSepaMandate(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartTrialAction($companyId: ID!) {\n  startTrial(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation MarkSuspectNotInterestedAction($companyId: ID!) {\n  markSuspectNotInterested(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation PushCompanyToSalesAction($id: ID!, $accountManagerId: ID!) {\n  pushCompanyToSales(id: $id, accountManagerId: $accountManagerId) {\n    ...CompanyScreenFields\n  }\n}"): (typeof documents)["mutation StartTrialAction($companyId: ID!) {\n  startTrial(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation MarkSuspectNotInterestedAction($companyId: ID!) {\n  markSuspectNotInterested(companyId: $companyId) {\n    ...CompanyScreenFields\n  }\n}\n\nmutation PushCompanyToSalesAction($id: ID!, $accountManagerId: ID!) {\n  pushCompanyToSales(id: $id, accountManagerId: $accountManagerId) {\n    ...CompanyScreenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCompanyAction($id: ID!, $version: Int!, $input: CompanyInput!) {\n  updateCompany(id: $id, version: $version, input: $input) {\n    ...CompanyScreenFields\n  }\n}"): (typeof documents)["mutation UpdateCompanyAction($id: ID!, $version: Int!, $input: CompanyInput!) {\n  updateCompany(id: $id, version: $version, input: $input) {\n    ...CompanyScreenFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;