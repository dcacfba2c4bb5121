// The trial welcome popup is dismissed per company and remembered on the device.
const key = (companyId: string) => `trialWelcomeDismissed:${companyId}`;

export function isTrialWelcomeDismissed(companyId: string): boolean {
  return localStorage.getItem(key(companyId)) === '1';
}

export function rememberTrialWelcomeDismissed(companyId: string): void {
  localStorage.setItem(key(companyId), '1');
}
