// The products feature's public entry: what other features may use (eslint.config.js).
export { productUrls } from './urls';
export { CompanyProductsSection } from './views/company-products-section';
