import type { DomainEventRecord } from './domain-event';

/**
 * Channels an event is published on: every event goes to 'all', to its type and,
 * when set, to its company and its user; the hub's indexes add more (a chat event
 * goes to its conversation, say). Subscribers pick the narrowest channels, so an
 * event touches only the subscriptions that may want it (docs/chat.md, "Live"
 * and "Speed").
 */
export type EventTopic =
  | 'all'
  | `type:${string}`
  | `company:${string | number}`
  | `user:${string | number}`
  | `${string}:${string | number}`;

export type EventFilter = (event: DomainEventRecord) => boolean;

/** More channels of an event, besides its type, company and user (see EventHub's `indexes`). */
export type EventIndex = (event: DomainEventRecord) => readonly EventTopic[];

type Listener = (event: DomainEventRecord) => void;

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/**
 * One subscriber's events: a queue its listener fills as events are published and
 * next() empties. return() stops listening at once, also while next() is waiting (an
 * async generator would wait for its next event to notice).
 */
class Subscription implements AsyncGenerator<DomainEventRecord, undefined> {
  private readonly queue: DomainEventRecord[];
  private waiting:
    | {
        resolve: (result: IteratorResult<DomainEventRecord, undefined>) => void;
        reject: (error: unknown) => void;
      }
    | undefined;
  private last: number;
  private ended = false;
  private failure: { error: unknown } | undefined;

  constructor(
    backlog: DomainEventRecord[],
    afterId: number | null,
    private readonly filter: EventFilter | undefined,
    private readonly stop: () => void,
  ) {
    this.queue = backlog;
    this.last = backlog.at(-1)?.id ?? afterId ?? -Infinity;
  }

  readonly listener: Listener = (event) => {
    if (this.ended || event.id <= this.last) return;
    try {
      if (this.filter && !this.filter(event)) return;
    } catch (error) {
      // A filter that throws ends its own subscription, not the publishing of the event.
      this.failure = { error };
      void this.return();
      return;
    }
    this.last = event.id;
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = undefined;
      resolve({ done: false, value: event });
    } else this.queue.push(event);
  };

  next(): Promise<IteratorResult<DomainEventRecord, undefined>> {
    const event = this.queue.shift();
    if (event) return Promise.resolve({ done: false, value: event });
    if (this.failure) return Promise.reject(this.failure.error);
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  return(): Promise<IteratorResult<DomainEventRecord, undefined>> {
    if (!this.ended) {
      this.ended = true;
      this.queue.length = 0;
      this.stop();
      if (this.failure) this.waiting?.reject(this.failure.error);
      else this.waiting?.resolve(DONE);
      this.waiting = undefined;
    }
    return Promise.resolve(DONE);
  }

  throw(error: unknown): Promise<IteratorResult<DomainEventRecord, undefined>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/**
 * The gateway's event fan-out: the outbox follower publishes here, GraphQL
 * subscriptions read from here. Keeps the latest events so a client that
 * reconnects can ask for what it missed (eventsSince).
 *
 * Publishing costs one call per subscription listening on one of the event's
 * channels, which runs that subscription's filter there and then; only an event
 * that passes is queued and wakes the subscription. A subscription that listens on
 * 'all' is therefore still paid for on every event: areas give their events an
 * index and listen on that instead.
 */
export class EventHub {
  private readonly listeners = new Map<EventTopic, Set<Listener>>();
  private readonly recent: DomainEventRecord[] = [];
  private readonly started = new Map<EventTopic | 'any', number>();

  constructor(
    private readonly keep = 1000,
    private readonly indexes: readonly EventIndex[] = [],
  ) {}

  publish(event: DomainEventRecord): void {
    this.recent.push(event);
    if (this.recent.length > this.keep) this.recent.splice(0, this.recent.length - this.keep);
    for (const topic of this.topicsOf(event)) {
      const listeners = this.listeners.get(topic);
      if (listeners) for (const listener of listeners) listener(event);
    }
  }

  /**
   * How many subscriptions (to `topic`, or to any) have started listening since the topic
   * last had none: a topic's count is dropped with its last listener, so topics of every
   * company, user and conversation ever watched do not pile up in a long-running gateway.
   * A subscriber's events are published to it from then on, so tests wait for this to grow
   * instead of sleeping after opening a subscription.
   */
  listenersStarted(topic: EventTopic | 'any' = 'any'): number {
    return this.started.get(topic) ?? 0;
  }

  /** Live events of a topic, optionally narrowed by a filter. */
  subscribe(topic: EventTopic, filter?: EventFilter): AsyncGenerator<DomainEventRecord> {
    return this.eventsSince(topic, null, filter);
  }

  /**
   * Events of one or more topics with an id above `afterId` still held in memory, then
   * live ones; without `afterId` only live ones. No event is sent twice, even when it
   * is on several of the topics. The filter runs when the event is published, not in
   * the subscriber's own turn: it must be quick and must not throw.
   */
  eventsSince(
    topics: EventTopic | readonly EventTopic[],
    afterId: number | null,
    filter?: EventFilter,
  ): AsyncGenerator<DomainEventRecord> {
    const wanted = new Set<EventTopic>(typeof topics === 'string' ? [topics] : topics);
    const backlog =
      afterId === null
        ? []
        : this.recent.filter(
            (event) =>
              event.id > afterId &&
              (!filter || filter(event)) &&
              this.topicsOf(event).some((topic) => wanted.has(topic)),
          );
    const subscription = new Subscription(backlog, afterId, filter, () => {
      for (const topic of wanted) this.stopListening(topic, subscription.listener);
    });
    // Listening starts together with the backlog's read, so nothing published in between is missed.
    for (const topic of wanted) {
      let listeners = this.listeners.get(topic);
      if (!listeners) this.listeners.set(topic, (listeners = new Set()));
      listeners.add(subscription.listener);
      this.count(topic);
    }
    this.count('any');
    return subscription;
  }

  private stopListening(topic: EventTopic, listener: Listener): void {
    const listeners = this.listeners.get(topic);
    if (!listeners) return;
    listeners.delete(listener);
    if (listeners.size > 0) return;
    this.listeners.delete(topic);
    this.started.delete(topic);
  }

  private count(key: EventTopic | 'any'): void {
    this.started.set(key, this.listenersStarted(key) + 1);
  }

  private topicsOf(event: DomainEventRecord): EventTopic[] {
    const topics: EventTopic[] = ['all', `type:${event.type}`];
    if (event.company_id !== null && event.company_id !== undefined) {
      topics.push(`company:${event.company_id}`);
    }
    if (event.user_id !== null && event.user_id !== undefined) topics.push(`user:${event.user_id}`);
    for (const index of this.indexes) topics.push(...index(event));
    return topics;
  }
}
