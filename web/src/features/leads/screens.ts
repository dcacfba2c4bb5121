import { ensureNamespaces } from '../../lib/i18n';
import { lazyScreen, type ScreenMap } from '../../lib/screen-map';

// The leads texts (locales/<lang>/leads.json) come with these screens (app/screens.ts).
export const screens: ScreenMap = {
  '/lead-generator/lead': lazyScreen(() =>
    import('./views/lead-list-view').then((m) => m.LeadListView),
  ),
  '/lead-generator/lead_on_hold': lazyScreen(() =>
    import('./views/lead-list-view').then((m) => m.OnHoldLeadListView),
  ),
  '/lead-generator/lead_with_potential': lazyScreen(() =>
    import('./views/lead-list-view').then((m) => m.PotentialLeadListView),
  ),
  // The chat-history modal brings the chat texts along.
  '/lead-generator/lead/:leadId': lazyScreen(() =>
    Promise.all([import('./views/lead-detail-view'), ensureNamespaces(['chat'])]).then(
      ([m]) => m.LeadDetailRoute,
    ),
  ),
  '/partner/lead-add': lazyScreen(() =>
    import('./views/lead-add-view').then((m) => m.PartnerLeadAddView),
  ),
  '/customer/lead': lazyScreen(() =>
    import('./views/customer-lead-list-view').then((m) => m.CustomerLeadListView),
  ),
  // The lead's chat card and claim action bring their texts along.
  '/customer/lead/:assignedLeadId': lazyScreen(() =>
    Promise.all([
      import('./views/customer-lead-detail-view'),
      ensureNamespaces(['chat', 'claims']),
    ]).then(([m]) => m.CustomerLeadDetailView),
  ),
};
