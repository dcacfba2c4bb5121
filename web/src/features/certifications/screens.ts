import { lazyScreen, type ScreenLoader, type ScreenMap } from '../../lib/screen-map';

// The texts (locales/<lang>/certifications.json) come with these screens (app/screens.ts).
const qualityMarkEditor: ScreenLoader = () =>
  import('./views/quality-mark-editor-view').then((m) => m.QualityMarkEditorView);
const certificationEditor: ScreenLoader = () =>
  import('./views/certification-editor-view').then((m) => m.CertificationEditorView);
const companyCertification: ScreenLoader = () =>
  import('./views/company-certification-view').then((m) => m.CompanyCertificationView);

export const screens: ScreenMap = {
  '/quality-mark': lazyScreen(() =>
    import('./views/quality-mark-list-view').then((m) => m.QualityMarkListView),
  ),
  '/quality-mark/new': lazyScreen(qualityMarkEditor),
  '/quality-mark/:id': lazyScreen(qualityMarkEditor),
  '/certification': lazyScreen(() =>
    import('./views/certification-list-view').then((m) => m.CertificationListView),
  ),
  '/certification/new': lazyScreen(certificationEditor),
  '/certification/:id': lazyScreen(certificationEditor),
  '/company/:companyId/certification/new/:userType?': lazyScreen(companyCertification),
  '/company/:companyId/certification/:certificationId/:userType?': lazyScreen(companyCertification),
};
