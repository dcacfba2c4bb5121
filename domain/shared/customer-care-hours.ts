/** Customer care opening hours shown to customers: weekdays 08:00-17:30, weekend 09:00-18:00. */
export const CUSTOMER_CARE_HOURS = {
  weekdays: { open: '08:00', close: '17:30' },
  weekend: { open: '09:00', close: '18:00' },
} as const;

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  return hours * 60 + mins;
};

/** Whether customer care is open at the given local time. */
export function isCustomerCareOpen(at: Date): boolean {
  const day = at.getDay();
  const hours = day === 0 || day === 6 ? CUSTOMER_CARE_HOURS.weekend : CUSTOMER_CARE_HOURS.weekdays;
  const now = at.getHours() * 60 + at.getMinutes();
  return now >= minutes(hours.open) && now < minutes(hours.close);
}
