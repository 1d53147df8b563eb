import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuSecondsOf } from './process-cpu';

describe('cpuSecondsOf', () => {
  it('counts the CPU a process used, by its id or its command line, growing as it works, and nothing for a command no process runs', () => {
    if (process.platform !== 'linux') return expect(cpuSecondsOf(process.pid)).toBeNull();
    const ownCommand = readFileSync(`/proc/${process.pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    const mine = new RegExp(`^${ownCommand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    const before = cpuSecondsOf(mine)!;
    const beforeById = cpuSecondsOf(process.pid)!;
    // Work until this process has used 0.3 s more CPU by its own count, however busy the machine is.
    const start = process.cpuUsage();
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const used = process.cpuUsage(start);
      if (used.user + used.system >= 300_000) break;
    }
    expect(cpuSecondsOf(mine)! - before).toBeGreaterThanOrEqual(0.25);
    expect(cpuSecondsOf(process.pid)! - beforeById).toBeGreaterThanOrEqual(0.25);
    expect(cpuSecondsOf(/no process runs this command line 9f1c2e/)).toBe(0);
  });
});
