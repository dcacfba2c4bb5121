import { createReadStream, createWriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';

/** How the runner fetches a feed: `fetch`, or in tests one that reaches a local server. */
export type FeedFetcher = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

export const httpFeedFetcher: FeedFetcher = (url, init) =>
  fetch(url, { ...init, redirect: 'follow', headers: { accept: '*/*' } });

/** A step failed for a reason the editor should read (the feed goes to <step>_error). */
export class FeedStepError extends Error {
  override name = 'FeedStepError';
}

export interface DownloadLimits {
  maxBytes: number;
  timeoutMs: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Streams the feed at `url` to `file`: an answer other than 2xx, a file over
 * `maxBytes` and a download longer than `timeoutMs` fail with a message to show.
 * `signal` is the runner's (stopping): that abort is passed on as it is.
 */
export async function downloadFeed(
  fetcher: FeedFetcher,
  url: string,
  file: string,
  limits: DownloadLimits,
  signal: AbortSignal,
): Promise<{ bytes: number; charset: string | null; contentType: string | null }> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const both = AbortSignal.any([signal, timeout]);
  const failed = (error: unknown): never => {
    if (signal.aborted) throw signal.reason ?? error;
    if (timeout.aborted)
      throw new FeedStepError(`The download took longer than ${limits.timeoutMs / 1000} s.`);
    if (error instanceof FeedStepError) throw error;
    throw new FeedStepError(`The feed could not be fetched: ${(error as Error).message}`);
  };
  let response: Response;
  try {
    response = await fetcher(url, { signal: both });
  } catch (error) {
    return failed(error);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new FeedStepError(
      `The feed's server answered HTTP ${response.status} ${response.statusText}`.trim(),
    );
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limits.maxBytes) {
    await response.body.cancel().catch(() => undefined);
    throw new FeedStepError(`The feed is larger than ${megabytes(limits.maxBytes)}.`);
  }
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      bytes += chunk.length;
      if (bytes > limits.maxBytes)
        callback(new FeedStepError(`The feed is larger than ${megabytes(limits.maxBytes)}.`));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      counter,
      createWriteStream(file),
      { signal: both },
    );
  } catch (error) {
    return failed(error);
  }
  const contentType = response.headers.get('content-type');
  const charset = /charset="?([\w-]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase() ?? null;
  return { bytes, charset, contentType };
}

async function head(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A stream decoding bytes of `charset` into UTF-8 text (fatal: invalid bytes throw). */
function decoder(charset: string, fatal: boolean) {
  const text = new TextDecoder(charset, { fatal, ignoreBOM: false });
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        callback(null, Buffer.from(text.decode(chunk, { stream: true }), 'utf8'));
      } catch {
        callback(new FeedStepError(`The feed is not valid ${charset}.`));
      }
    },
    flush(callback: TransformCallback) {
      try {
        callback(null, Buffer.from(text.decode(), 'utf8'));
      } catch {
        callback(new FeedStepError(`The feed is not valid ${charset}.`));
      }
    },
  });
}

function knownCharset(label: string | null | undefined): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null;
  }
}

export interface NormalizedFeed {
  format: 'csv' | 'xml';
  charset: string;
  gzip: boolean;
  bytes: number;
}

/**
 * Turns the downloaded file into plain UTF-8 text: gzip unpacked, the character set
 * taken from a byte-order mark, the XML declaration or the HTTP answer, else UTF-8 when
 * the bytes are valid UTF-8 and Windows-1252 (ISO-8859-1's superset) when not. Then
 * tells XML from CSV by the first character.
 */
export async function normalizeFeed(
  raw: string,
  out: string,
  httpCharset: string | null,
  signal: AbortSignal,
): Promise<NormalizedFeed> {
  try {
    return await normalize(raw, out, httpCharset, signal);
  } catch (error) {
    // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR …): the file says gzip but is not.
    if (/^Z_/.test(String((error as { code?: unknown }).code)))
      throw new FeedStepError(`The feed is not a valid gzip file (${(error as Error).message}).`);
    throw error;
  }
}

async function normalize(
  raw: string,
  out: string,
  httpCharset: string | null,
  signal: AbortSignal,
): Promise<NormalizedFeed> {
  const gzip = (await head(raw, 2)).equals(Buffer.from([0x1f, 0x8b]));
  const source = () => (gzip ? createReadStream(raw).pipe(createGunzip()) : createReadStream(raw));
  // The start of the text, unpacked, to read a BOM or an XML declaration.
  let start = Buffer.alloc(0);
  for await (const chunk of source()) {
    start = Buffer.concat([start, chunk as Buffer]);
    if (start.length >= 512) break;
  }
  const declared =
    (start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf ? 'utf-8' : null) ??
    (start[0] === 0xff && start[1] === 0xfe ? 'utf-16le' : null) ??
    (start[0] === 0xfe && start[1] === 0xff ? 'utf-16be' : null) ??
    knownCharset(
      /^\s*<\?xml[^>]*encoding=["']([\w.-]+)["']/i.exec(start.toString('latin1'))?.[1],
    ) ??
    knownCharset(httpCharset);
  const write = async (charset: string, fatal: boolean) => {
    await pipeline(source(), decoder(charset, fatal), createWriteStream(out), { signal });
    return charset;
  };
  let charset: string;
  try {
    charset = declared ? await write(declared, false) : await write('utf-8', true);
  } catch (error) {
    if (declared || signal.aborted || !(error instanceof FeedStepError)) throw error;
    charset = await write('windows-1252', false);
  }
  const text = (await head(out, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text === '') throw new FeedStepError('The feed is empty.');
  const format = text.startsWith('<') ? 'xml' : 'csv';
  const { size } = await stat(out);
  return { format, charset, gzip, bytes: size };
}
