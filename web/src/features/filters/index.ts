// The filters feature's public entry: what other features may use (eslint.config.js).
export { DragList } from './components/drag-list';
