/**
 * Options an operation can pass in its Apollo context to change how failures
 * are reported: `silent` shows nothing and never redirects (background reads
 * such as the viewer), `redirect: false` keeps the user on the screen,
 * `notify: false` leaves showing the message to the screen itself (forms).
 */
export interface RequestContext {
  silent?: boolean;
  redirect?: boolean;
  notify?: boolean;
}

export const SILENT: RequestContext = { silent: true };
