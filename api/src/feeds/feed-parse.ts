import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { SaxesParser } from 'saxes';
import { SAMPLE_VALUES, type AnalysedKey } from '#domain/feeds/feed-structure';
import { FeedStepError } from './feed-files';

/** One item of a feed: its keys (CSV columns, XML paths below the item) and their texts. */
export type FeedRecord = Record<string, string>;

export interface FeedLayout {
  format: 'csv' | 'xml';
  /** XML: the path of the item element from the root, e.g. "products/product". */
  itemPath?: string;
  /** CSV: the column separator. */
  delimiter?: string;
}

const CHUNK = 64 * 1024;
/** Items of one element path seen before the analysis takes it for the item element. */
const ITEM_PATH_SURE = 200;

/**
 * Streams the elements of an XML file through `onElement`: every element's path from
 * the root, whether it has child elements, and for items (elements at `itemPath`) the
 * item's leaf texts and attributes keyed by their path below it.
 */
async function* xmlRecords(
  file: string,
  itemPath: string | null,
  onPath?: (path: string, parent: boolean) => boolean | void,
) {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const names: string[] = [];
  const texts: string[] = [];
  const hasChildren: boolean[] = [];
  let item: FeedRecord | null = null;
  let itemDepth = 0;
  let ready: FeedRecord[] = [];
  // onPath has seen enough: stop reading.
  let enough = false;
  parser.on('opentag', (tag) => {
    if (hasChildren.length > 0) hasChildren[hasChildren.length - 1] = true;
    names.push(tag.name);
    texts.push('');
    hasChildren.push(false);
    const attributes = tag.attributes as Record<string, string>;
    if (item === null && itemPath !== null && names.join('/') === itemPath) {
      item = {};
      itemDepth = names.length;
      for (const [name, value] of Object.entries(attributes)) item[`@${name}`] = value.trim();
    } else if (item !== null) {
      const below = names.slice(itemDepth).join('/');
      for (const [name, value] of Object.entries(attributes))
        item[`${below}/@${name}`] ??= value.trim();
    }
  });
  const addText = (text: string) => {
    if (texts.length > 0) texts[texts.length - 1] += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const parent = hasChildren.pop() ?? false;
    const text = texts.pop() ?? '';
    if (onPath && onPath(names.join('/'), parent) === true) enough = true;
    if (item !== null) {
      if (names.length === itemDepth) {
        ready.push(item);
        item = null;
      } else if (!parent) {
        const below = names.slice(itemDepth).join('/');
        const value = text.trim();
        if (value !== '' && !(below in item)) item[below] = value;
      }
    }
    names.pop();
  });
  try {
    for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: CHUNK })) {
      parser.write(chunk as string);
      if (enough) return;
      if (ready.length > 0) {
        yield* ready;
        ready = [];
      }
    }
    parser.close();
  } catch (error) {
    if (error instanceof FeedStepError) throw error;
    throw new FeedStepError(`The XML is not valid: ${(error as Error).message}`);
  }
  yield* ready;
}

/** The column separator: the one of ; , tab | that the header line has most of (outside quotes). */
async function csvDelimiter(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const line = (buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '').replace(
      /"[^"]*"/g,
      '',
    );
    const counts = [';', ',', '\t', '|'].map((d) => ({ d, n: line.split(d).length - 1 }));
    counts.sort((a, b) => b.n - a.n);
    return counts[0]!.n > 0 ? counts[0]!.d : ',';
  } finally {
    await handle.close();
  }
}

async function* csvRecords(file: string, delimiter: string): AsyncGenerator<FeedRecord> {
  const parser = createReadStream(file, { highWaterMark: CHUNK }).pipe(
    parse({
      delimiter,
      columns: (header: string[]) => header.map((name) => name.trim()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }),
  );
  try {
    for await (const record of parser) yield record as FeedRecord;
  } catch (error) {
    throw new FeedStepError(`The CSV is not valid: ${(error as Error).message}`);
  }
}

/** Items of the feed one by one, never the whole file in memory. */
export function feedRecords(file: string, layout: FeedLayout): AsyncGenerator<FeedRecord> {
  return layout.format === 'xml'
    ? xmlRecords(file, layout.itemPath ?? null)
    : csvRecords(file, layout.delimiter ?? ',');
}

/**
 * The item element of an XML feed: the shallowest element path that repeats and has
 * child elements (products/product, rss/channel/item); a feed of one item: the first
 * element below the root with children.
 */
async function xmlItemPath(file: string): Promise<string> {
  const counts = new Map<string, number>();
  const depth = (path: string) => path.split('/').length;
  const choose = () => {
    const candidates = [...counts].filter(([path]) => depth(path) > 1);
    const repeated = candidates.filter(([, n]) => n > 1);
    return (repeated.length > 0 ? repeated : candidates).sort(
      ([a, n], [b, m]) => depth(a) - depth(b) || m - n,
    )[0];
  };
  let closed = 0;
  for await (const _ of xmlRecords(file, null, (path, parent) => {
    if (!parent) return false;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    closed += 1;
    // The start of the file tells: stop once the choice has repeated often enough.
    return closed % 500 === 0 && (choose()?.[1] ?? 0) >= ITEM_PATH_SURE;
  }));
  const pick = choose();
  if (!pick) throw new FeedStepError('The XML has no items (no repeated element with fields).');
  return pick[0];
}

export interface FeedAnalysis {
  layout: FeedLayout;
  keys: AnalysedKey[];
  total: number;
}

/** The feed's layout, the keys of its items in order of appearance with sample values, and the item count. */
export async function analyseFeed(
  file: string,
  format: 'csv' | 'xml',
  signal: AbortSignal,
): Promise<FeedAnalysis> {
  const layout: FeedLayout =
    format === 'xml'
      ? { format, itemPath: await xmlItemPath(file) }
      : { format, delimiter: await csvDelimiter(file) };
  const keys = new Map<string, string[]>();
  let total = 0;
  for await (const record of feedRecords(file, layout)) {
    total += 1;
    if (total % 5000 === 0) signal.throwIfAborted();
    for (const [key, value] of Object.entries(record)) {
      const samples = keys.get(key) ?? [];
      if (!keys.has(key)) keys.set(key, samples);
      if (value !== '' && samples.length < SAMPLE_VALUES && !samples.includes(value))
        samples.push(value.length > 200 ? `${value.slice(0, 200)}…` : value);
    }
  }
  if (total === 0) throw new FeedStepError('The feed has no items.');
  return {
    layout,
    keys: [...keys].map(([feed_key, sample_values]) => ({ feed_key, sample_values })),
    total,
  };
}
