/** The statistics screens' filters in the URL: months (YYYY-MM), product and company search. */
export interface ClaimStatsParams {
  from: string;
  to: string;
  productId: string | null;
  search: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function monthsBack(count: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() - count, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

export function parseClaimStatsParams(search: URLSearchParams): ClaimStatsParams {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const product = search.get('product');
  return {
    from: MONTH.test(from) ? from : monthsBack(11),
    to: MONTH.test(to) ? to : monthsBack(0),
    productId: product && /^\d+$/.test(product) ? product : null,
    search: search.get('search') ?? '',
  };
}

export function claimStatsSearch(params: ClaimStatsParams): string {
  const search = new URLSearchParams({ from: params.from, to: params.to });
  if (params.productId) search.set('product', params.productId);
  if (params.search) search.set('search', params.search);
  return search.toString();
}

/** From the first moment of `from` up to the end of `to`, local time, as epoch seconds. */
export function claimStatsInput(params: ClaimStatsParams) {
  const [fromYear, fromMonth] = params.from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = params.to.split('-').map(Number) as [number, number];
  return {
    startDate: Math.floor(new Date(fromYear, fromMonth - 1, 1).getTime() / 1000),
    endDate: Math.floor(new Date(toYear, toMonth, 1).getTime() / 1000),
    productId: params.productId,
    search: params.search.trim() || null,
  };
}

/** Every month of the period, oldest first (YYYY-MM), so a chart shows the quiet months too. */
export function monthsOf(params: ClaimStatsParams): string[] {
  const [fromYear, fromMonth] = params.from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = params.to.split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (
    let y = fromYear, m = fromMonth;
    y * 12 + m <= toYear * 12 + toMonth && months.length < 120;
  ) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}
