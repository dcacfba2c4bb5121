import { eagerScreen, lazyScreen, type ScreenMap } from '../../lib/screen-map';
import { LoginView } from './views/login-view';

// Login is in the first load: it is the page every visit starts on.
export const screens: ScreenMap = {
  '/login': eagerScreen(LoginView),
  '/password-reset': lazyScreen(() =>
    import('./views/password-reset-request-view').then((m) => m.ForgotPasswordView),
  ),
  '/password-reset/first': lazyScreen(() =>
    import('./views/password-reset-request-view').then((m) => m.FirstPasswordView),
  ),
  '/password-reset/:token': lazyScreen(() =>
    import('./views/password-change-view').then((m) => m.PasswordChangeView),
  ),
  '/user/current': lazyScreen(() =>
    import('./views/user-profile-view').then((m) => m.UserProfileView),
  ),
  '/user/:userId': lazyScreen(() =>
    import('./views/user-profile-view').then((m) => m.UserProfileView),
  ),
  '/user-roles': lazyScreen(() =>
    import('./views/user-roles-list-view').then((m) => m.UserRolesListView),
  ),
  '/user-roles/new': lazyScreen(() =>
    import('./views/user-role-new-view').then((m) => m.UserRoleNewView),
  ),
  '/user-roles/:id': lazyScreen(() =>
    import('./views/user-role-detail-view').then((m) => m.UserRoleDetailView),
  ),
};
