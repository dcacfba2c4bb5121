// The comparison feature's public entry: what other features may use (eslint.config.js).
export { BrandsWithoutPagePanel } from './components/brands-without-page-panel';
