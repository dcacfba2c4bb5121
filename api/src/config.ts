import { internalTokenFrom } from '#domain/shared/internal-token';

/** Settings of the api, read once from the environment. */
export interface ApiConfig {
  port: number;
  host: string;
  /** Folder of the embedded Postgres (PGlite), or 'memory://' for a throw-away database. */
  dataDir: string;
  /** When set, a Postgres server is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** Shared secret of the internal event stream (header x-internal-token). */
  internalToken: string;
  /** SMTP connection string for nodemailer; mail only goes to the e-mail log when absent. */
  smtpUrl: string | undefined;
  /** 'auto': Secure cookie only when the request came over HTTPS. */
  cookieSecure: 'auto' | 'true' | 'false';
  /** Base address of the portal, used for links in e-mails; its origin may post to the api. */
  publicUrl: string;
  /** Other origins whose pages may post to the api with the user's cookie (CORS_ORIGINS). */
  corsOrigins: string[];
  /** Sender address of outgoing mail. */
  mailFrom: string;
  /**
   * Proxies in front of the gateway (or the api) whose X-Forwarded-For is believed, e.g. a
   * load balancer's address. The gateway itself is known by the internal token.
   */
  trustProxy: string[];
  /** Payments go through Mollie when set; otherwise through the offline checkout. */
  mollieApiKey: string | undefined;
  /** Product-feed runner timings (FEED_STALE_MS, FEED_BATCH_SIZE, FEED_POLL_MS); unset: the runner's own. */
  feedRunner?: { staleMs?: number; batchSize?: number; pollMs?: number };
}

function cookieSecureFrom(value: string | undefined): ApiConfig['cookieSecure'] {
  return value === 'true' || value === 'false' ? value : 'auto';
}

function feedRunnerFrom(env: NodeJS.ProcessEnv): ApiConfig['feedRunner'] {
  const numbers = {
    staleMs: env.FEED_STALE_MS,
    batchSize: env.FEED_BATCH_SIZE,
    pollMs: env.FEED_POLL_MS,
  };
  // Only the ones set: an undefined entry would override the runner's default.
  return Object.fromEntries(
    Object.entries(numbers)
      .filter(([, value]) => value)
      .map(([key, value]) => [key, Number(value)]),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return {
    port: Number(env.API_PORT ?? 4001),
    host: env.API_HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || undefined,
    internalToken: internalTokenFrom(env),
    smtpUrl: env.SMTP_URL || undefined,
    cookieSecure: cookieSecureFrom(env.COOKIE_SECURE),
    publicUrl: (env.PUBLIC_URL ?? 'http://localhost:4000').replace(/\/+$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    mailFrom: env.MAIL_FROM ?? 'Leadportaal <no-reply@leadportaal.local>',
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    mollieApiKey: env.MOLLIE_API_KEY || undefined,
    feedRunner: feedRunnerFrom(env),
  };
}
