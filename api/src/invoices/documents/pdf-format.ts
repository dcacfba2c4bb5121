/** How the business documents (invoices, receipts, click-out specifications) print money and moments. */

export const euros = (cents: number) =>
  new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** '27-11-2026 14:05' in Dutch time, whatever the server's zone. */
export const dutchDateTime = (moment: Date) =>
  moment.toLocaleString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
