/**
 * Invoices are made per calendar month (Dutch time): on the first of the month,
 * everything billed before that moment goes on the company's invoice. The start of
 * the month `moment` falls in, as an instant.
 */
export function monthStart(moment: Date): Date {
  const [year, month] = moment
    .toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' })
    .split('-')
    .map(Number);
  // Midnight in Amsterdam is 23:00 or 22:00 UTC the day before; find the offset of that day.
  const utcGuess = Date.UTC(year!, month! - 1, 1);
  const offsetHours = Number(
    new Date(utcGuess)
      .toLocaleString('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', hour12: false })
      .slice(0, 2),
  );
  return new Date(utcGuess - offsetHours * 3_600_000);
}
