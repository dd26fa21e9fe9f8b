import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip member (RFC 1952) whose long start is compressed once and whose short tail changes per answer.
 * The start is deflated once and sync-flushed, which ends it on a byte boundary with no final block;
 * each answer then adds the tail as one stored (uncompressed) final block and the checksum continued over
 * the tail. So a 130 KB document costs one copy of about 19 KB per request, not a compression.
 */
export interface OpenGzip {
  deflated: Uint8Array;
  crc: number;
  length: number;
}

/** ID1 ID2, deflate, no flags, no mtime, best compression, unknown OS. */
const HEADER = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff];
/** A stored block holds at most this many bytes (its LEN field is 16 bits). */
const MAX_STORED = 0xffff;

export function openGzip(start: Uint8Array): OpenGzip {
  const deflated = deflateRawSync(start, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH });
  return { deflated, crc: crc32(start), length: start.length };
}

export function closeGzip(open: OpenGzip, tail: Uint8Array): Uint8Array<ArrayBuffer> {
  if (tail.length > MAX_STORED) throw new RangeError(`A gzip tail holds at most ${MAX_STORED} bytes, not ${tail.length}`);
  const bytes = new Uint8Array(HEADER.length + open.deflated.length + 5 + tail.length + 8);
  bytes.set(HEADER);
  bytes.set(open.deflated, HEADER.length);
  let at = HEADER.length + open.deflated.length;
  const view = new DataView(bytes.buffer);
  // BFINAL = 1, BTYPE = 00 (stored), then LEN and its ones' complement NLEN, little-endian.
  bytes[at] = 1;
  view.setUint16(at + 1, tail.length, true);
  view.setUint16(at + 3, ~tail.length & 0xffff, true);
  at += 5;
  bytes.set(tail, at);
  at += tail.length;
  view.setUint32(at, crc32(tail, open.crc), true);
  // ISIZE is the length modulo 2^32.
  view.setUint32(at + 4, (open.length + tail.length) >>> 0, true);
  return bytes;
}

/**
 * What the client itself accepts. Cloudflare (and Miniflare, as it does) replaces the Accept-Encoding a
 * worker sees with `br, gzip` whatever the client sent, none included, and keeps the client's own value in
 * `cf.clientAcceptEncoding`; a compressed answer the worker encodes itself (`encodeBody: 'manual'`) then
 * goes out as it is. So curl, which asks for nothing, would get gzip bytes unless this is read.
 */
export function clientAcceptEncoding(request: Request): string | undefined {
  const cf = request.cf as IncomingRequestCfProperties | undefined;
  return cf?.clientAcceptEncoding ?? request.headers.get('Accept-Encoding') ?? undefined;
}

/** Whether an Accept-Encoding header (RFC 9110 §12.5.3) takes gzip: named, as x-gzip, or through `*`, with q > 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let named: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = qualityOf(parameters);
    if (coding === 'gzip' || coding === 'x-gzip') named = Math.max(named ?? 0, q);
    else if (coding === '*') any = q;
  }
  return (named ?? any ?? 0) > 0;
}

function qualityOf(parameters: string[]): number {
  const q = parameters.find((parameter) => parameter.startsWith('q='));
  if (!q) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
}
