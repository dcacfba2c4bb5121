/** Invoices are dated in Dutch time: an invoice completed at 00:30 belongs to that Dutch day. */
export function dutchDate(moment: Date): string {
  // sv-SE writes dates as yyyy-mm-dd.
  return moment.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
}

/** A yyyy-mm-dd date plus whole days, as yyyy-mm-dd (calendar arithmetic, no time zone). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const moved = new Date(Date.UTC(year!, month! - 1, day! + days));
  return moved.toISOString().slice(0, 10);
}

/** Whole days from one yyyy-mm-dd date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
