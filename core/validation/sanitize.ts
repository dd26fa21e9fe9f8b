/** `<script …>` up to its closing tag; an unclosed one swallows the rest, as the HTML parser would. */
const SCRIPT_BLOCK = /<script\b[^>]*>[\s\S]*?(?:<\/script[^>]*>|$)/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Anything the HTML parser would open as a tag, including one left unclosed at the end of the input. */
const TAG = /<[/!?]?[a-z][^>]*(?:>|$)/gi;
/**
 * URL parsers drop tabs and newlines inside a scheme, so `java\tscript:` still runs;
 * whitespace before the colon is tolerated by some sinks too.
 */
const JAVASCRIPT_SCHEME = new RegExp(`${[...'javascript'].join('[\\t\\n\\r]*')}\\s*:`, 'gi');
/**
 * `on…=` only where an attribute could start (input start, whitespace, quote, slash), so text such
 * as `?onboarding=1` or `Leon=` survives. The value is removed with it, quoted or not.
 */
const EVENT_HANDLER_SOURCE = `(^|[\\s"'/])on[a-z]+\\s*=`;
const EVENT_HANDLER = new RegExp(`${EVENT_HANDLER_SOURCE}\\s*(?:"[^"]*"?|'[^']*'?|[^\\s>]*)`, 'gi');

const SCRIPT_TAG_PRESENT = /<\s*\/?\s*script\b/i;
const EVENT_HANDLER_PRESENT = new RegExp(EVENT_HANDLER_SOURCE, 'i');

/**
 * Strips markup and script vectors from free text (names, e-mails). Repeats until nothing changes,
 * because removing one piece can join the remains into a new one (`<scr<script>ipt>`).
 * Every pass that changes the text shortens it, so the loop ends.
 */
export function sanitizeText(input: string): string {
  let current = input;
  for (;;) {
    const next = current
      .replace(SCRIPT_BLOCK, '')
      .replace(COMMENT, '')
      .replace(TAG, '')
      .replace(EVENT_HANDLER, '$1')
      .replace(JAVASCRIPT_SCHEME, '');
    if (next === current) return current.trim();
    current = next;
  }
}

/** True when text carries a script tag or an inline event handler (used where input is rejected, not cleaned). */
export function containsScript(text: string): boolean {
  return SCRIPT_TAG_PRESENT.test(text) || EVENT_HANDLER_PRESENT.test(text);
}
