// The affiliates feature's public entry: what other features may use (eslint.config.js).
export { AffiliateCompanySelect } from './components/affiliate-company-select';
