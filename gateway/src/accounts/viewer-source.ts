import type { RestCurrentUser } from './rest-types';

/**
 * What the Viewer type resolves from: the current user and the side stored on the device.
 * @mapper Viewer
 */
export interface ViewerSource {
  user: RestCurrentUser;
  storedRole: string | null;
}
