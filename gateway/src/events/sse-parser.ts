/** One server-sent event message (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
  retry?: number;
}

/**
 * Incremental text/event-stream parser: feed it chunks as they arrive, it
 * answers the messages completed by each chunk. Comments (heartbeats) are skipped.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private id: string | undefined;
  private event: string | undefined;
  private retry: number | undefined;

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const messages: SseMessage[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      this.buffer = this.buffer.slice(newline + width);
      const message = this.line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  private line(line: string): SseMessage | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'id') this.id = value;
    else if (field === 'event') this.event = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return undefined;
  }

  private dispatch(): SseMessage | undefined {
    const hasContent = this.data.length > 0 || this.id !== undefined || this.retry !== undefined;
    const message: SseMessage = { data: this.data.join('\n') };
    if (this.id !== undefined) message.id = this.id;
    if (this.event !== undefined) message.event = this.event;
    if (this.retry !== undefined) message.retry = this.retry;
    this.data = [];
    this.id = undefined;
    this.event = undefined;
    this.retry = undefined;
    return hasContent ? message : undefined;
  }
}
