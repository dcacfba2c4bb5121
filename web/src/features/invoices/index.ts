// The invoices feature's public entry: what other features may use (eslint.config.js).
export { CompanyInvoicesCard } from './components/company-invoices-card';
