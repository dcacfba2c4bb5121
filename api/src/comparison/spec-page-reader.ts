import { readSpecTable, type ReadSpec } from '#domain/comparison/spec-table';

/** Reads the specs off a product page (a manufacturer's site). */
export interface SpecPageReader {
  read(url: string): Promise<ReadSpec[]>;
}

const TIMEOUT_MS = 15_000;
const MAX_BYTES = 3 * 1024 * 1024;

/** Over HTTP: the page fetched (15 s, 3 MB at most) and its spec table read. */
export const httpSpecPageReader: SpecPageReader = {
  async read(url) {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'text/html' },
      redirect: 'follow',
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_BYTES) throw new Error(`${url} is larger than ${MAX_BYTES} bytes`);
    const html = await response.text();
    return readSpecTable(html.slice(0, MAX_BYTES));
  },
};
