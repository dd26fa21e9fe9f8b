import { vi } from 'vitest';

/** Every console method the worker's logger writes to (worker/lib/log.ts picks one per level). */
const METHODS = ['log', 'debug', 'warn', 'error'] as const;

/** Silences the worker's log lines and hands each one to `onLine` instead, whatever its level. */
export function spyOnLogs(onLine: (line: string) => void = () => undefined): void {
  for (const method of METHODS) vi.spyOn(console, method).mockImplementation((line: unknown) => void onLine(String(line)));
}

/** The log lines written from now on, as text. */
export function captureLogLines(): string[] {
  const lines: string[] = [];
  spyOnLogs((line) => lines.push(line));
  return lines;
}
