import { redact } from './redact';

type Level = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

/** Structured JSON lines on the console (Workers Logs parses them), secrets redacted. */
export function createLogger(base: LogFields = {}, write: (line: string) => void = console.log): Logger {
  const emit = (level: Level, msg: string, fields: LogFields = {}) =>
    write(JSON.stringify(redact({ time: new Date().toISOString(), level, msg, ...base, ...fields })));
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger({ ...base, ...fields }, write),
  };
}
