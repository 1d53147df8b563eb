import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user and system, in seconds) that a process, or the processes whose command line matches,
 * have used so far, read from /proc: where a load test's CPU goes on this machine, between the server,
 * the database and the load generator. Null where there is no /proc to read.
 */
export function cpuSecondsOf(processes: number | RegExp): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const pids = typeof processes === 'number' ? [String(processes)] : readdirSync('/proc').filter((name) => /^\d+$/.test(name) && matches(name, processes));
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The fields after the command's name, which may itself hold spaces: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

function matches(pid: string, commandLine: RegExp): boolean {
  try {
    return commandLine.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
  } catch {
    return false;
  }
}

/** Linux's USER_HZ, which /proc counts CPU time in, on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;
