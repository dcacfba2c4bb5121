import { createPubSub } from 'graphql-yoga';
import type { DomainEventRecord } from './domain-event';

/**
 * Channels an event is published on: every event goes to 'all', to its type and,
 * when set, to its company and its user. Subscribers pick the narrowest channel.
 */
export type EventTopic =
  'all' | `type:${string}` | `company:${string | number}` | `user:${string | number}`;

export type EventFilter = (event: DomainEventRecord) => boolean;

type Channels = Record<EventTopic, [DomainEventRecord]>;

function topicsOf(event: DomainEventRecord): EventTopic[] {
  const topics: EventTopic[] = ['all', `type:${event.type}`];
  if (event.company_id !== null && event.company_id !== undefined) {
    topics.push(`company:${event.company_id}`);
  }
  if (event.user_id !== null && event.user_id !== undefined) topics.push(`user:${event.user_id}`);
  return topics;
}

/**
 * The gateway's event fan-out: the outbox follower publishes here, GraphQL
 * subscriptions read from here. Keeps the latest events so a client that
 * reconnects can ask for what it missed (eventsSince).
 */
export class EventHub {
  private readonly pubSub = createPubSub<Channels>();
  private readonly recent: DomainEventRecord[] = [];
  private readonly started = new Map<EventTopic | 'any', number>();

  constructor(private readonly keep = 1000) {}

  publish(event: DomainEventRecord): void {
    this.recent.push(event);
    if (this.recent.length > this.keep) this.recent.splice(0, this.recent.length - this.keep);
    for (const topic of topicsOf(event)) this.pubSub.publish(topic, event);
  }

  /**
   * How many subscriptions (to `topic`, or to any) have started listening so far; it never
   * goes down. A subscriber's events are published to it from then on, so tests wait for
   * this to grow instead of sleeping after opening a subscription.
   */
  listenersStarted(topic: EventTopic | 'any' = 'any'): number {
    return this.started.get(topic) ?? 0;
  }

  /** Live events of a topic, optionally narrowed by a filter. */
  subscribe(topic: EventTopic, filter?: EventFilter): AsyncGenerator<DomainEventRecord> {
    return this.eventsSince(topic, null, filter);
  }

  /**
   * Events of a topic with an id above `afterId` still held in memory, then live
   * ones; without `afterId` only live ones. No event is sent twice.
   */
  async *eventsSince(
    topic: EventTopic,
    afterId: number | null,
    filter?: EventFilter,
  ): AsyncGenerator<DomainEventRecord> {
    const live = this.pubSub.subscribe(topic)[Symbol.asyncIterator]();
    // Listening starts with the first next(); the backlog is read in the same tick,
    // so nothing published in between is missed.
    let pending = live.next();
    this.countStart(topic);
    const wanted = topicsFilter(topic);
    const backlog = afterId === null ? [] : this.recent.filter((e) => e.id > afterId && wanted(e));
    let last = afterId ?? -Infinity;
    try {
      for (const event of backlog) {
        if (filter && !filter(event)) continue;
        last = event.id;
        yield event;
      }
      while (true) {
        const result = await pending;
        if (result.done) return;
        const event = result.value;
        pending = live.next();
        if (event.id <= last || (filter && !filter(event))) continue;
        last = event.id;
        yield event;
      }
    } finally {
      await live.return?.();
    }
  }

  private countStart(topic: EventTopic): void {
    for (const key of [topic, 'any'] as const)
      this.started.set(key, this.listenersStarted(key) + 1);
  }
}

function topicsFilter(topic: EventTopic): EventFilter {
  return (event) => topicsOf(event).includes(topic);
}
