// The claims feature's public entry: what other features may use (eslint.config.js).
export { ClaimLeadAction } from './components/claim-lead-action';
