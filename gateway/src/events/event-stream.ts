import { EventEmitter } from 'node:events';
import type { Dispatcher } from 'undici';
import type { RestPool } from '../rest/rest-pool';
import { isDomainEventRecord, type DomainEventRecord } from './domain-event';
import { SseParser, type SseMessage } from './sse-parser';

export interface EventStreamOptions {
  rest: RestPool;
  internalToken: string;
  /** Receives every new event once, in id order. */
  publish: (event: DomainEventRecord) => void;
  /** Outbox id to start after; by default the stream starts at the newest event. */
  startAfter?: number;
  /** Delay before reconnect attempt n (0-based). */
  backoff?: (attempt: number) => number;
  /** No byte for this long (the api sends a heartbeat every 15 s) means a dead connection. */
  idleTimeoutMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const defaultBackoff = (attempt: number) =>
  Math.min(250 * 2 ** attempt, 10_000) * (0.75 + Math.random() / 2);

/**
 * Follows the api's internal event stream (`GET /internal/events?after=<id>`) and
 * publishes each event. When the connection drops it reconnects with backoff and
 * resumes after the last id it saw, so no event is lost and none is sent twice.
 * Emits 'connected' (with the id it resumed after) and 'disconnected'.
 */
export class EventStream extends EventEmitter {
  /** Id of the last event received (or announced by the stream); null until the first connection. */
  lastId: number | null;
  connected = false;
  connections = 0;
  private stopped = true;
  private abort: AbortController | undefined;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;

  constructor(private readonly options: EventStreamOptions) {
    super();
    this.lastId = options.startAfter ?? null;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort?.abort();
    this.wakeUp?.();
    await this.loop;
  }

  /** Drops the current connection as a network failure would; the stream reconnects by itself. */
  cut(): void {
    this.abort?.abort();
  }

  private async run(): Promise<void> {
    const backoff = this.options.backoff ?? defaultBackoff;
    let attempt = 0;
    while (!this.stopped) {
      try {
        const received = await this.follow();
        if (received) attempt = 0;
      } catch (error) {
        if (!this.stopped) this.options.log?.('event stream failed', error);
      }
      this.setConnected(false);
      if (this.stopped) break;
      await this.sleep(backoff(attempt));
      attempt += 1;
    }
  }

  /** One connection; answers whether it got as far as an open stream. */
  private async follow(): Promise<boolean> {
    const abort = new AbortController();
    this.abort = abort;
    const { rest, internalToken } = this.options;
    const response: Dispatcher.ResponseData = await rest.pool.request({
      method: 'GET',
      path: `${rest.basePath}/internal/events?after=${this.lastId ?? 'latest'}`,
      headers: {
        accept: 'text/event-stream',
        'x-internal-token': internalToken,
      },
      signal: abort.signal,
      headersTimeout: 10_000,
      bodyTimeout: this.options.idleTimeoutMs ?? 45_000,
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new Error(`event stream answered ${response.statusCode}`);
    }
    this.connections += 1;
    this.setConnected(true, this.lastId ?? undefined);
    const parser = new SseParser();
    response.body.setEncoding('utf8');
    try {
      for await (const chunk of response.body) {
        for (const message of parser.push(chunk as string)) this.handle(message);
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
    return true;
  }

  private handle(message: SseMessage): void {
    if (!message.data) {
      // An id without data only moves the position.
      const id = Number(message.id);
      if (message.id !== undefined && Number.isSafeInteger(id) && id > (this.lastId ?? -1)) {
        this.lastId = id;
      }
      return;
    }
    let event: unknown;
    try {
      event = JSON.parse(message.data);
    } catch {
      this.options.log?.('event stream sent data that is not JSON');
      return;
    }
    if (!isDomainEventRecord(event) || event.id <= (this.lastId ?? 0)) return;
    this.lastId = event.id;
    this.options.publish(event);
  }

  private setConnected(connected: boolean, after?: number): void {
    if (this.connected === connected) return;
    this.connected = connected;
    this.emit(connected ? 'connected' : 'disconnected', after);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
