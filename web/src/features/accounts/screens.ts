import type { ScreenMap } from '../../lib/screen-map';
import { LoginView } from './views/login-view';
import { PasswordChangeView } from './views/password-change-view';
import { FirstPasswordView, ForgotPasswordView } from './views/password-reset-request-view';
import { UserProfileView } from './views/user-profile-view';
import { UserRoleDetailView } from './views/user-role-detail-view';
import { UserRoleNewView } from './views/user-role-new-view';
import { UserRolesListView } from './views/user-roles-list-view';

export const screens: ScreenMap = {
  '/login': LoginView,
  '/password-reset': ForgotPasswordView,
  '/password-reset/first': FirstPasswordView,
  '/password-reset/:token': PasswordChangeView,
  '/user/current': UserProfileView,
  '/user/:userId': UserProfileView,
  '/user-roles': UserRolesListView,
  '/user-roles/new': UserRoleNewView,
  '/user-roles/:id': UserRoleDetailView,
};
