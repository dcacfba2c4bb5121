/** A logged-in GraphQL session for benchmarks: keeps the cookie, sends the CSRF header. */
export class GraphQLSession {
  private cookie = '';

  constructor(private readonly gatewayUrl: string) {}

  private headers(accept = 'application/json'): Record<string, string> {
    return {
      'content-type': 'application/json',
      accept,
      'x-graphql-csrf': '1',
      ...(this.cookie ? { cookie: this.cookie } : {}),
    };
  }

  async request<T = Record<string, unknown>>(query: string, variables = {}): Promise<T> {
    const response = await fetch(`${this.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  }

  async login(email: string, password = 'Welkom123'): Promise<void> {
    await this.request(
      'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }',
      { email, password },
    );
  }

  /** Opens a subscription over SSE and calls `onData` for every event it carries. */
  async subscribe(
    query: string,
    variables: Record<string, unknown>,
    onData: (data: unknown) => void,
  ): Promise<() => void> {
    const abort = new AbortController();
    const response = await fetch(`${this.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: this.headers('text/event-stream'),
      body: JSON.stringify({ query, variables }),
      signal: abort.signal,
    });
    if (!response.ok || !response.body) throw new Error(`subscription answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) onData((JSON.parse(data) as { data?: unknown }).data);
          }
        }
      } catch {
        // aborted
      }
    })();
    return () => abort.abort();
  }
}
