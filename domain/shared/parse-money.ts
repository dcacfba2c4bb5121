/**
 * Typed euros to cents: "12,50", "12.50", "1.250,00", and with `signed` a leading
 * minus for a deduction ("-25"). Empty or not an amount: null.
 */
export function euroCents(text: string, { signed = false } = {}): number | null {
  let typed = text.trim();
  if (typed === '') return null;
  const negative = signed && typed.startsWith('-');
  if (negative) typed = typed.slice(1).trim();
  const normal = typed.includes(',') ? typed.replace(/\./g, '').replace(',', '.') : typed;
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  const cents = Math.round(Number(normal) * 100);
  return negative ? -cents : cents;
}
