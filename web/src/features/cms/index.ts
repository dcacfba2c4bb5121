// The cms feature's public entry: what other features may use (eslint.config.js).
export { useCurrentDomain, useRouteDomain } from './hooks/use-current-domain';
export { PageSelectorView, type PickedPage } from './views/page-selector-view';
export { useDialogPicker } from './views/use-dialog-picker';
