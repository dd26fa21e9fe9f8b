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

export type LogWriter = (level: Level, line: string) => void;

/** Each level on its console method, so Workers Logs files errors and warnings as such. */
const consoleWriter: LogWriter = (level, line) => {
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else if (level === 'debug') console.debug(line);
  else console.log(line);
};

/** Structured JSON lines on the console (Workers Logs parses them), secrets and personal data redacted. */
export function createLogger(base: LogFields = {}, write: LogWriter = consoleWriter): Logger {
  const emit = (level: Level, msg: string, fields: LogFields = {}) =>
    write(level, JSON.stringify(redact({ time: new Date().toISOString(), level, msg, ...base, ...fields })));
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger({ ...base, ...fields }, write),
  };
}
