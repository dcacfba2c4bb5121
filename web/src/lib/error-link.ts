import { ErrorLink } from '@apollo/client/link/error';
import { catalogueMessage, classifyError } from './error-kind';
import { navigateTo } from './navigation';
import { notifyError } from './notify';
import { rememberReturnPath } from './return-path';
import type { RequestContext } from './request-context';

/**
 * Shows a failure as a notification chosen by its status (below) and
 * sends the user to /login when the session is gone or access is refused.
 * `onSessionLost` lets the client forget the viewer before the redirect.
 */
export function createErrorLink(onSessionLost: () => void): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const context = operation.getContext() as RequestContext;
    const kind = classifyError(error);
    const silent = context.silent === true;
    const notify = !silent && context.notify !== false;
    const redirect = !silent && context.redirect !== false;
    switch (kind.status) {
      case 401:
        if (notify) notifyError(catalogueMessage(kind, 'MESSAGE.BAD_CREDENTIALS'));
        if (redirect) {
          // Reopened after logging in again.
          rememberReturnPath(`${window.location.pathname}${window.location.search}`);
          onSessionLost();
          navigateTo('/login');
        }
        return;
      case 403:
        if (notify && kind.message?.startsWith('MESSAGE.')) notifyError(kind.message);
        // /login sends a logged-in user on to their home.
        if (redirect) navigateTo('/login');
        return;
      case 404:
        if (notify) notifyError('MESSAGE.NOT_FOUND');
        return;
      default:
        if (notify) notifyError(catalogueMessage(kind, 'MESSAGE.ERROR_OCCURRED'));
    }
  });
}
