import { readFileSync } from 'node:fs';

/**
 * The host's CPU time stolen by its hypervisor (the 8th field of /proc/stat's `cpu` line), and all CPU time, in
 * clock ticks: read before and after a measurement, so that a timing taken while the host lent its CPU to
 * others is recognised as one (it reached 30 %+ on this machine).
 */
export function cpuTicks(): { steal: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { steal: fields[7] ?? 0, total: fields.reduce((sum, value) => sum + value, 0) };
}

/** The share of CPU time stolen between two readings, in percent. */
export function stealPercent(before: ReturnType<typeof cpuTicks>, after: ReturnType<typeof cpuTicks>): number {
  const total = after.total - before.total;
  return total > 0 ? Number((((after.steal - before.steal) * 100) / total).toFixed(1)) : 0;
}
