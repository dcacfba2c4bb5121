// The deals feature's public entry: what other features may use (eslint.config.js).
export { CompanyDealsCard } from './components/company-deals-card';
