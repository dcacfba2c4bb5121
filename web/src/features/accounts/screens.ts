import type { ScreenMap } from '../../lib/screen-map';
import { LoginView } from './views/login-view';
import { PasswordChangeView } from './views/password-change-view';
import { FirstPasswordView, ForgotPasswordView } from './views/password-reset-request-view';

export const screens: ScreenMap = {
  '/login': LoginView,
  '/password-reset': ForgotPasswordView,
  '/password-reset/first': FirstPasswordView,
  '/password-reset/:token': PasswordChangeView,
};
