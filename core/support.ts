import { type OpeningHours, SUPPORT, type Weekday } from './content';
import { type ValidationResult, validateEmail } from './validation';

/**
 * The support form (POST /api/support) and the reply times the shop promises. Members get an answer within
 * MEMBER_REPLY_HOURS of the support hours the shop states (SUPPORT.hours); everyone else within the stated
 * 24 hours counted on business days (Monday to Friday, in SUPPORT.timeZone), as the support dialog says.
 */
export const MEMBER_REPLY_HOURS = 4;
export const STANDARD_REPLY_HOURS = 24;

export const SUPPORT_LIMITS = {
  subject: 120,
  message: 4000,
  orderReference: 32,
} as const;

export type SupportCode =
  | 'email_required'
  | 'email_invalid'
  | 'email_length'
  | 'subject_required'
  | 'subject_too_long'
  | 'message_required'
  | 'message_too_long'
  | 'order_reference_invalid'
  | 'invalid_characters';

export interface SupportInput {
  email: string;
  orderReference?: string | undefined;
  subject: string;
  message: string;
}

export interface SupportValue {
  email: string;
  orderReference: string | null;
  subject: string;
  message: string;
}

/**
 * Control characters, line and paragraph separators and invisible format characters (bidi overrides,
 * zero-width spaces), except the zero-width (non-)joiners some scripts and emoji need. A message may still
 * hold line breaks and tabs: they are allowed before this is checked. Reviews' texts follow the same rule.
 */
export const CONTROL_OR_INVISIBLE = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/u;
const MESSAGE_WHITESPACE = /\r\n?|\t/g;
const REFERENCE = /^[A-Z0-9-]+$/;

const length = (text: string) => [...text].length;

/**
 * Checks a support request in the order the form shows its fields. Text is kept as written (plain text,
 * never rendered as markup), but characters that hide or reorder what the operator reads are refused, so
 * nothing is stored that looks different from what was sent.
 */
export function validateSupportRequest(input: SupportInput): ValidationResult<SupportValue, SupportCode> {
  const email = validateEmail(input.email);
  if (!email.ok) return email;
  const reference = (input.orderReference ?? '').trim().toUpperCase();
  if (reference !== '' && (reference.length > SUPPORT_LIMITS.orderReference || !REFERENCE.test(reference)))
    return { ok: false, code: 'order_reference_invalid' };
  const subject = input.subject.trim();
  if (subject === '') return { ok: false, code: 'subject_required' };
  if (length(subject) > SUPPORT_LIMITS.subject) return { ok: false, code: 'subject_too_long' };
  if (CONTROL_OR_INVISIBLE.test(subject)) return { ok: false, code: 'invalid_characters' };
  const message = validateSupportMessage(input.message);
  if (!message.ok) return message;
  return { ok: true, value: { email: email.value, orderReference: reference || null, subject, message: message.value } };
}

type MessageCode = 'message_required' | 'message_too_long' | 'invalid_characters';

/** A shopper's message or an operator's reply: line breaks kept (tabs become spaces), nothing hidden. */
export function validateSupportMessage(text: string): ValidationResult<string, MessageCode> {
  const message = text.replace(MESSAGE_WHITESPACE, (found) => (found === '\t' ? ' ' : '\n')).trim();
  if (message === '') return { ok: false, code: 'message_required' };
  if (length(message) > SUPPORT_LIMITS.message) return { ok: false, code: 'message_too_long' };
  if (CONTROL_OR_INVISIBLE.test(message.replaceAll('\n', ''))) return { ok: false, code: 'invalid_characters' };
  return { ok: true, value: message };
}

type Window = { opens: string; closes: string } | null;
const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const HOUR_MS = 3_600_000;

function supportWindow(hours: readonly OpeningHours[], day: Weekday): Window {
  const entry = hours.find((h) => h.days.includes(day));
  return entry?.opens && entry.closes ? { opens: entry.opens, closes: entry.closes } : null;
}

const businessDay = (day: Weekday): Window => (day === 'sat' || day === 'sun' ? null : { opens: '00:00', closes: '24:00' });

/** The wall-clock date in the time zone, as a UTC calendar date (only year, month and day are read). */
function localDate(instant: number, timeZone: string): { y: number; m: number; d: number; offsetMs: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return { y: get('year'), m: get('month'), d: get('day'), offsetMs: wall - Math.floor(instant / 1000) * 1000 };
}

/** The instant a wall-clock time ('HH:MM', '24:00' for the day's end) of a local date happens in the zone. */
function instantAt(y: number, m: number, d: number, time: string, timeZone: string): number {
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - localDate(wall, timeZone).offsetMs;
  return wall - localDate(first, timeZone).offsetMs;
}

/** Moves `durationMs` forward from `from`, counting only time inside each local day's window. */
function addOpenTime(from: Date, durationMs: number, windowOf: (day: Weekday) => Window, timeZone: string): Date {
  let cursor = from.getTime();
  let remaining = durationMs;
  // Two weeks of days is far more than any promise needs; the bound keeps a bad table from looping forever.
  for (let i = 0; i < 14; i++) {
    const { y, m, d } = localDate(cursor, timeZone);
    const window = windowOf(WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]);
    if (window) {
      const start = Math.max(cursor, instantAt(y, m, d, window.opens, timeZone));
      const end = instantAt(y, m, d, window.closes, timeZone);
      if (start < end) {
        if (remaining <= end - start) return new Date(start + remaining);
        remaining -= end - start;
      }
    }
    const next = new Date(Date.UTC(y, m - 1, d + 1));
    cursor = instantAt(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), '00:00', timeZone);
  }
  throw new Error('support hours leave no open time within two weeks');
}

/** When a request sent at `sentAt` is promised an answer: members within support hours, others on business days. */
export function promisedReplyBy(sentAt: Date, member: boolean, support: Pick<typeof SUPPORT, 'hours' | 'timeZone'> = SUPPORT): Date {
  return member
    ? addOpenTime(sentAt, MEMBER_REPLY_HOURS * HOUR_MS, (day) => supportWindow(support.hours, day), support.timeZone)
    : addOpenTime(sentAt, STANDARD_REPLY_HOURS * HOUR_MS, businessDay, support.timeZone);
}
