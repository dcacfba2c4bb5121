// The comparison-reviews feature's public entry: what other features may use (eslint.config.js).
export { AwaitingReviewsPanel } from './components/awaiting-reviews-panel';
