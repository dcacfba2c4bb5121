// The prepaid feature's public entry: what other features may use (eslint.config.js).
export { AdjustBalanceButton } from './components/adjust-balance-button';
export { StopPrepaidButton } from './components/stop-prepaid-button';
export { goToCheckout } from './go-to-checkout';
