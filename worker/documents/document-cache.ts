import { type Language, withLanguage } from '../../core/language';
import { type OpenGzip, closeGzip, openGzip } from './gzip';
import { HEAD_MARKER } from './shell';

/**
 * What does not change between requests, kept per isolate: an isolate serves one deployed version, whose
 * assets never change, so the shell is fetched from the asset layer once, and a document is given its
 * rendered page (./rendered-pages.ts) and its head and compressed once, not on every request. Only the
 * tail (the nonce and the closing tags) is written per request.
 */
export interface Shell {
  /** The document up to the head's per-page tags, in its language. */
  before: string;
  /** From the per-page tags to the body's end: most of the document. */
  after: string;
  /** `</body>` and what follows it. */
  end: string;
}

const utf8 = new TextEncoder();
const BODY_END = '</body>';

/** A document in `language`, split where the per-page head goes and where the body ends. */
export function splitShell(html: string, language: Language): Shell {
  const [before, rest] = withLanguage(html, language).split(HEAD_MARKER);
  if (rest === undefined) throw new Error(`The document has no ${HEAD_MARKER}`);
  const bodyEnd = rest.lastIndexOf(BODY_END);
  if (bodyEnd < 0) throw new Error(`The document has no ${BODY_END}`);
  return { before, after: rest.slice(0, bodyEnd), end: rest.slice(bodyEnd) };
}

/** A document's fixed start, as UTF-8 and (once asked for) gzip-compressed, to be finished per request. */
export class PreparedDocument {
  readonly #start: Uint8Array;
  #gzip: OpenGzip | undefined;

  constructor(start: string) {
    this.#start = utf8.encode(start);
  }

  withTail(tail: string): Uint8Array<ArrayBuffer> {
    const end = utf8.encode(tail);
    const bytes = new Uint8Array(this.#start.length + end.length);
    bytes.set(this.#start);
    bytes.set(end, this.#start.length);
    return bytes;
  }

  gzippedWithTail(tail: string): Uint8Array<ArrayBuffer> {
    this.#gzip ??= openGzip(this.#start);
    return closeGzip(this.#gzip, utf8.encode(tail));
  }
}

/**
 * Bounded, the oldest going first: a document is keyed by origin too, which a request's Host header chooses.
 * Room for every prerendered page (the product and package pages included) in each language; a document
 * that goes is made again from its rendered page (./rendered-pages.ts), not rendered again. A document
 * holds its text and its gzip (about 170 KB for the largest, a product page with 10 reviews), which keeps these well inside an isolate's 128 MB.
 */
const MAX_SHELLS = 128;
const MAX_DOCUMENTS = 128;

/**
 * Values, never promises: workerd resumes whatever awaits a promise in the context of the request that
 * settled it, and a document written from another request's context fails to send ("Cannot perform I/O on
 * behalf of a different request"). Requests that arrive before the first fetch has finished fetch too.
 */
const shells = new Map<string, Shell>();
const documents = new Map<string, PreparedDocument>();

function remember<V>(map: Map<string, V>, limit: number, key: string, value: V): V {
  if (map.size >= limit) map.delete(map.keys().next().value!);
  map.set(key, value);
  return value;
}

/** The shell at `shellPath` in `language`, split; kept per isolate once fetched (a failed fetch is not kept). */
export async function cachedShell(shellPath: string, language: Language, fetchShell: () => Promise<string>): Promise<Shell> {
  const key = `${shellPath}\n${language}`;
  const known = shells.get(key);
  if (known) return known;
  const shell = splitShell(await fetchShell(), language);
  return shells.get(key) ?? remember(shells, MAX_SHELLS, key, shell);
}

/**
 * A page's document without its tail, for one version, language, canonical address and stock state; prepared
 * once per isolate (two requests arriving before it is kept may both prepare it: only its render is shared).
 */
export async function cachedDocument(key: string, prepare: () => Promise<string>): Promise<PreparedDocument> {
  const known = documents.get(key);
  if (known) return known;
  const prepared = new PreparedDocument(await prepare());
  return documents.get(key) ?? remember(documents, MAX_DOCUMENTS, key, prepared);
}
