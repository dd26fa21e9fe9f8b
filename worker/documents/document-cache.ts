import type { Language } from '../../core/language';
import { HEAD_MARKER, withLanguage } from './shell';

/**
 * What does not change between requests, kept per isolate: an isolate serves one deployed version, whose
 * assets never change, so a document is fetched from the asset layer and prepared once, not on every
 * request. Only the nonce, and the head for the address it was asked at, are written per request.
 */
interface Shell {
  /** The document up to the head's per-page tags, in its language. */
  before: string;
  /** The rest (most of the document), already UTF-8: a request copies these bytes rather than encoding them again. */
  after: Uint8Array;
}

const utf8 = new TextEncoder();

/** Bounded: the head is keyed by origin too, which a request's Host header chooses. */
const MAX_ENTRIES = 256;

const shells = new Map<string, Promise<Shell>>();
const heads = new Map<string, string>();

function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= MAX_ENTRIES) map.clear();
  map.set(key, value);
  return value;
}

/** A document in `language`, split where the per-page head goes. */
export function splitShell(html: string, language: Language): Shell {
  const [before, after] = withLanguage(html, language).split(HEAD_MARKER);
  if (after === undefined) throw new Error(`The document has no ${HEAD_MARKER}`);
  return { before, after: utf8.encode(after) };
}

/** The document's bytes for one request: the shell's start, this request's head, and the shell's rest. */
export function documentBytes(shell: Shell, head: string): Uint8Array<ArrayBuffer> {
  const start = utf8.encode(shell.before + head);
  const bytes = new Uint8Array(start.length + shell.after.length);
  bytes.set(start);
  bytes.set(shell.after, start.length);
  return bytes;
}

/** The document at `shellPath` in `language`, split where the per-page head goes; fetched once per isolate. */
export function cachedShell(shellPath: string, language: Language, fetchShell: () => Promise<string>): Promise<Shell> {
  const key = `${shellPath}\n${language}`;
  const known = shells.get(key);
  if (known) return known;
  const shell = fetchShell().then((html) => splitShell(html, language));
  // A failed fetch is not kept: the next request tries again.
  shell.catch(() => shells.delete(key));
  return remember(shells, key, shell);
}

/** A page's head without its nonce, for a canonical address and language; made once per isolate. */
export function cachedHead(key: string, render: () => string): string {
  return heads.get(key) ?? remember(heads, key, render());
}
