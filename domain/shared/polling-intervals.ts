/** Timers of the portal in milliseconds, in one place so screens agree. */
export const POLLING_INTERVALS_MS = {
  dayChangeCheck: 60_000,
  chatMessages: 5_000,
  chatList: 5_000,
  chatUnreadCount: 15_000,
  dashboardMetrics: 900_000,
  feedState: 3_000,
  feedMappingReload: 5_000,
} as const;

export const DELAYS_MS = {
  notification: 5_000,
  searchDebounce: 500,
  filterPrediction: 500,
  bulkPageEditDebounce: 1_000,
  pageSave: 500,
  chatUnreadNotification: 300_000,
  signupRedirect: 2_000,
  webshopSignupRedirect: 5_000,
} as const;
