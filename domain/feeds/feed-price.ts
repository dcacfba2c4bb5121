/** The largest price a feed may give: what an integer column of cents holds. */
const MAX_CENTS = 2_147_483_647;

/**
 * A price as shops write it in their feeds, in euros, to cents: "12,95", "€ 12,95",
 * "1.299,00", "1299.00", "1,299.00", "12.95 EUR", "12,-", "12". When both a comma and
 * a dot appear, the last of the two is the decimal sign; one of them alone is the
 * decimal sign when one or two digits follow it, else it groups thousands.
 * Empty, negative or not a price: null.
 */
export function feedPriceCents(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  let typed = text
    .replace(/\u00a0/g, ' ')
    .trim()
    .replace(/^(€|eur|euro)\s*/i, '')
    .replace(/\s*(€|eur|euro)$/i, '')
    .replace(/\s+/g, '')
    .replace(/[,.]-$/, '');
  if (typed === '' || !/^\d[\d.,]*$/.test(typed)) return null;
  const lastComma = typed.lastIndexOf(',');
  const lastDot = typed.lastIndexOf('.');
  let decimal: ',' | '.' | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 || lastDot >= 0) {
    const sign = lastComma >= 0 ? ',' : '.';
    const after = typed.length - typed.lastIndexOf(sign) - 1;
    const count = typed.split(sign).length - 1;
    decimal = count === 1 && after >= 1 && after <= 2 ? sign : null;
  }
  const grouping = decimal === ',' ? '.' : decimal === '.' ? ',' : null;
  if (decimal === null) {
    // Only thousands groups: each group after the first has three digits.
    if (!/^\d{1,3}([.,]\d{3})*$/.test(typed) && !/^\d+$/.test(typed)) return null;
    typed = typed.replace(/[.,]/g, '');
  } else {
    const [whole = '', fraction = ''] = typed.split(decimal);
    if (typed.split(decimal).length !== 2 || !/^\d{1,2}$/.test(fraction)) return null;
    const groupsOk =
      grouping === null ||
      !whole.includes(grouping) ||
      new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})*$`).test(whole);
    if (!groupsOk) return null;
    typed = `${whole.replace(/[.,]/g, '')}.${fraction}`;
  }
  const cents = Math.round(Number(typed) * 100);
  return Number.isFinite(cents) && cents <= MAX_CENTS ? cents : null;
}
