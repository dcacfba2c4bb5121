import { storageOf, type FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { assignedLeadRoutes } from './assigned-lead-routes';
import { intakeRoutes } from './intake-routes';
import { leadActionRoutes } from './lead-action-routes';
import { leadAttachmentRoutes } from './lead-attachment-routes';
import { leadNoteRoutes } from './lead-note-routes';
import { leadRoutes } from './lead-routes';
import { manualMatchRoutes } from './manual-match-routes';

/** Leads: intake (partner API, quote form, staff), matching, the staff lead screens, the customer's leads. */
export const leadsRoutes: AreaPlugin = async (app, deps) => {
  const storage = (deps as { storage?: FileStorage }).storage ?? storageOf(deps.config);
  await app.register(intakeRoutes, deps);
  await app.register(leadRoutes, deps);
  await app.register(leadActionRoutes, deps);
  await app.register(leadNoteRoutes, deps);
  await app.register(leadAttachmentRoutes(storage), deps);
  await app.register(manualMatchRoutes, deps);
  await app.register(assignedLeadRoutes, deps);
};
