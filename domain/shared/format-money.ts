function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Dutch money display from cents: '€ 1.234,56', whole euros as '€ 12,-', and a
 * negative amount in parentheses with a minus: '(-€ 12,50)'.
 */
export function formatMoney(cents: number, options: { symbol?: boolean } = {}): string {
  const { symbol = true } = options;
  const rounded = Math.round(cents);
  const absolute = Math.abs(rounded);
  const euros = groupThousands(String(Math.floor(absolute / 100)));
  const rest = absolute % 100;
  const amount = `${euros},${rest === 0 ? '-' : String(rest).padStart(2, '0')}`;
  const text = symbol ? `€ ${amount}` : amount;
  return rounded < 0 ? `(-${text})` : text;
}
