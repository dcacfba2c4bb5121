// The feeds feature's public entry: what other features may use (eslint.config.js).
export { CompanyFeedsCard } from './components/company-feeds-card';
