import { readdirSync, readFileSync } from 'node:fs';

/** CPU time of processes from /proc (Linux), for the benches' CPU per operation. */

const TICK_MS = 10; // /proc times are in clock ticks (USER_HZ = 100 on Linux)

/** CPU milliseconds of a process so far in user and in kernel mode, 0 when /proc cannot tell. */
export function processTimes(pid: number | undefined): { user: number; system: number } {
  if (!pid) return { user: 0, system: 0 };
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) * TICK_MS, system: Number(fields[12]) * TICK_MS };
  } catch {
    return { user: 0, system: 0 };
  }
}

/** CPU milliseconds of every PostgreSQL process (server and backends) so far. */
export function postgresCpuMs(): number {
  let total = 0;
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        const times = processTimes(Number(entry));
        total += times.user + times.system;
      }
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** CPU milliseconds of this process so far (user and kernel). */
export function ownCpuMs(): number {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1000;
}

/**
 * Process ids of the PostgreSQL backends serving a database (its connections), so a bench
 * counts its own database's work and not that of other programs on the same server.
 */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** CPU milliseconds per named process: the portal's processes, the database backends, this client. */
export type CpuTimes = Record<string, number>;

/**
 * Measures the CPU time of the api, the gateway, the backends of a PostgreSQL database (when
 * given; on PGlite the database runs inside the api) and this client between start() and
 * stop(). Backends are looked up at both ends: one opened meanwhile counts whole, one that
 * closed meanwhile is lost (pools keep theirs open, so that is rare).
 */
export class CpuMeter {
  private before: { processes: CpuTimes; backends: Map<number, number> } | undefined;

  constructor(
    private readonly pids: Record<string, number>,
    private readonly databaseUrl?: string,
  ) {}

  private async read() {
    const processes: CpuTimes = { client: ownCpuMs() };
    for (const [name, pid] of Object.entries(this.pids)) {
      const times = processTimes(pid);
      processes[name] = times.user + times.system;
    }
    const backends = new Map<number, number>();
    if (this.databaseUrl)
      for (const pid of await backendPids(this.databaseUrl)) {
        const times = processTimes(pid);
        backends.set(pid, times.user + times.system);
      }
    return { processes, backends };
  }

  async start(): Promise<void> {
    this.before = await this.read();
  }

  /** CPU milliseconds spent since start(), per process ('database' only on PostgreSQL). */
  async stop(): Promise<CpuTimes> {
    const before = this.before ?? { processes: {}, backends: new Map<number, number>() };
    const after = await this.read();
    const spent: CpuTimes = {};
    for (const [name, ms] of Object.entries(after.processes))
      spent[name] = ms - (before.processes[name] ?? 0);
    if (this.databaseUrl) {
      spent.database = 0;
      for (const [pid, ms] of after.backends)
        spent.database += ms - (before.backends.get(pid) ?? 0);
    }
    return spent;
  }
}

/** "api 3.10 ms, gateway 2.00 ms, …" per operation, with the sum of the server side. */
export function cpuPerOperation(spent: CpuTimes, operations: number, server: string[]): string {
  const per = (ms: number) => (ms / operations).toFixed(2);
  const serverMs = server.reduce((sum, name) => sum + (spent[name] ?? 0), 0);
  const parts = [...server.filter((name) => name in spent), 'client'].map(
    (name) => `${name} ${per(spent[name] ?? 0)} ms`,
  );
  return `${parts.join(', ')}; ${server.filter((name) => name in spent).join('+')} ${per(serverMs)} ms`;
}
