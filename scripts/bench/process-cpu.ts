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
